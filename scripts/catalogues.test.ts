// The Spanish catalogues are whole (docs/localization.md): every message has its translation, so a
// Spanish page never falls back to an English sentence.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './lingui-catalogue.ts';

const ROOT = new URL('..', import.meta.url).pathname;

function catalogues(locale: string): string[] {
  const features = join(ROOT, 'src/features');
  return [
    join(ROOT, 'src/locales', `${locale}.po`),
    ...readdirSync(features)
      .map((name) => join(features, name, 'locales', `${locale}.po`))
      .filter((file) => existsSync(file)),
  ];
}

describe('the Spanish catalogues', async () => {
  const files = catalogues('es');
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
