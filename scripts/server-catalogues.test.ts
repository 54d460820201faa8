// The server's catalogues (the mails' texts, docs/localization.md "Mails") match its code and are
// whole: every descriptor in the code is in its folder's English catalogue with the same English,
// every Spanish message is translated, and a translation keeps its English's placeholders (a
// `{board}` lost or misspelt would print as nothing in a mail).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { catalogueEntries, type CatalogueEntry } from './lingui-catalogue.ts';
import { serverMessageFolders } from './server-catalogues.ts';

const ROOT = new URL('..', import.meta.url).pathname;

async function entries(folder: string, locale: string): Promise<Map<string, CatalogueEntry>> {
  const file = join(ROOT, 'server', folder, 'locales', `${locale}.po`);
  return catalogueEntries(readFileSync(file, 'utf8'), file);
}

/** The names of a message's placeholders, plural and select arguments included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('the server catalogues', async () => {
  const folders = serverMessageFolders(ROOT);
  const config = getConfig({ cwd: ROOT, skipValidation: true });
  const catalogs = (await getCatalogs(config)).filter((c) => c.path.includes(`${ROOT}server/`));

  it('hold every descriptor of the code, with its English (else: npm run i18n:extract)', async () => {
    expect(catalogs.map((c) => c.path.slice(ROOT.length)).sort()).toEqual(
      folders.map((f) => `server/${f}/locales/{locale}`),
    );
    for (const catalog of catalogs) {
      const folder = catalog.path.slice(`${ROOT}server/`.length).split('/')[0] ?? '';
      const code = Object.fromEntries(
        Object.entries((await catalog.collect()) ?? {}).map(([id, m]) => [id, m.message ?? '']),
      );
      const english = Object.fromEntries([...(await entries(folder, 'en'))].map(([id, e]) => [id, e.translation]));
      expect(english, folder).toEqual(code);
    }
  });

  it('name each message once across the server', async () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const folder of folders)
      for (const id of (await entries(folder, 'en')).keys()) {
        if (seen.has(id)) twice.push(`${id}: ${seen.get(id)} and ${folder}`);
        seen.set(id, folder);
      }
    expect(twice).toEqual([]);
  });

  it('translate every message into Spanish, keeping its placeholders', async () => {
    const problems: string[] = [];
    for (const folder of folders) {
      const english = await entries(folder, 'en');
      for (const [id, { translation }] of await entries(folder, 'es')) {
        if (!translation) problems.push(`${folder}: ${id} is not translated`);
        else if (placeholders(translation).join() !== placeholders(english.get(id)?.translation ?? '').join())
          problems.push(`${folder}: ${id} has other placeholders than its English`);
      }
    }
    expect(problems).toEqual([]);
  });
});
