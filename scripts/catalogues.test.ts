// The Spanish catalogues are whole (docs/localization.md): every message has its translation, so a
// Spanish page never falls back to an English sentence.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueEntries, webCatalogueFiles } from './lingui-catalogue.ts';

const ROOT = new URL('..', import.meta.url).pathname;

describe('the Spanish catalogues', async () => {
  const files = webCatalogueFiles(ROOT, 'es');
  const parsed = await Promise.all(
    files.map(
      async (file) => [file.slice(ROOT.length), await catalogueEntries(readFileSync(file, 'utf8'), file)] as const,
    ),
  );

  it('translate every message', () => {
    const missing = parsed.flatMap(([file, entries]) =>
      [...entries].filter(([, e]) => !e.translation).map(([, e]) => `${file}: ${e.message}`),
    );
    expect(missing).toEqual([]);
  });
});
