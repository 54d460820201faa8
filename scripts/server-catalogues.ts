// The server's message catalogues (docs/localization.md, "Mails"): a server folder whose code
// holds any message descriptor (`/*i18n*/ { id, message }`) has its own PO files in
// `server/<folder>/locales/`, as each web feature has. Found by that mark, so a folder's first
// message gets its catalogue at the next `npm run i18n:extract` and no list needs keeping. Read by
// lingui.config.ts (which catalogues to extract), by the server's build and, from sources, by the
// server itself (server/i18n/catalogues.ts), and by the catalogue tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../shared/i18n/locales.ts';
import { catalogueEntries } from './lingui-catalogue.ts';

/** The mark Lingui's extractor reads descriptors by, as the server's code writes it. */
export const DESCRIPTOR_MARK = '/*i18n*/';

const isSource = (name: string) => name.endsWith('.ts') && !name.includes('.test.');

function holdsMessages(dir: string): boolean {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'locales' && holdsMessages(path)) return true;
    } else if (isSource(name) && readFileSync(path, 'utf8').includes(DESCRIPTOR_MARK)) return true;
  }
  return false;
}

/** The server's folders (by name, under server/) with messages of their own. */
export function serverMessageFolders(root = '.'): string[] {
  const server = join(root, 'server');
  return readdirSync(server)
    .filter((name) => statSync(join(server, name)).isDirectory() && holdsMessages(join(server, name)))
    .sort();
}

/** Each language's messages by id, from every server catalogue: the translation, or for English its text. */
export type ServerMessages = Partial<Record<(typeof LOCALES)[number], Record<string, string>>>;

export async function readServerCatalogues(root = '.'): Promise<ServerMessages> {
  const messages: ServerMessages = {};
  for (const folder of serverMessageFolders(root))
    for (const locale of LOCALES) {
      const file = join(root, 'server', folder, 'locales', `${locale}.po`);
      if (!existsSync(file)) continue;
      const own = (messages[locale] ??= {});
      for (const [id, { translation }] of await catalogueEntries(readFileSync(file, 'utf8'), file))
        if (translation) own[id] = translation;
    }
  return messages;
}
