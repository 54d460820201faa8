// A language's PO catalogue as the runtime reads it: id → compiled message, for each message with
// a translation. An untranslated message is left out, so the screen shows its English (the
// source, carried in the code) rather than an empty text; the catalogue test counts them.
import { formatter } from '@lingui/format-po';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { COMMON_CATALOGUE } from '../shared/i18n/catalogue-name.ts';

type Compiled = ReturnType<typeof compileMessage>;

const po = formatter({ lineNumbers: false });

export type CatalogueEntry = { message: string; translation: string };

/** The catalogue's messages with their English and their translation ('' when none yet). */
export async function catalogueEntries(content: string, filename: string): Promise<Map<string, CatalogueEntry>> {
  const parsed = await po.parse(content, { locale: null, sourceLocale: 'en', filename });
  const entries = new Map<string, CatalogueEntry>();
  for (const [id, m] of Object.entries(parsed ?? {}))
    if (!m.obsolete) entries.set(id, { message: m.message ?? '', translation: m.translation ?? '' });
  return entries;
}

export async function compiledCatalogue(content: string, filename: string): Promise<Record<string, Compiled>> {
  const messages: Record<string, Compiled> = {};
  for (const [id, { translation }] of await catalogueEntries(content, filename))
    if (translation) messages[id] = compileMessage(translation);
  return messages;
}

/** The web app's catalogues, each as its name and its folder of PO files: `common` (src/locales), then each feature's. */
export function webCatalogueFolders(root: string): [string, string][] {
  const features = join(root, 'src/features');
  const folders: [string, string][] = [[COMMON_CATALOGUE, join(root, 'src/locales')]];
  for (const name of readdirSync(features).sort())
    if (existsSync(join(features, name, 'locales'))) folders.push([name, join(features, name, 'locales')]);
  return folders;
}

/** The web app's PO files of a language, in webCatalogueFolders' order. */
export function webCatalogueFiles(root: string, locale: string): string[] {
  return webCatalogueFolders(root)
    .map(([, folder]) => join(folder, `${locale}.po`))
    .filter((file) => existsSync(file));
}
