// The web app's PO catalogues as the server's translations call serves them
// (server/board-settings/translations/catalogues.ts): read when the server's production build runs, and
// by the server itself from sources. `common` is src/locales; each feature is its folder's name.
// Parsed with the same reader as the web app's catalogues (lingui-catalogue.ts), so both agree on
// the message ids.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../shared/i18n/locales.ts';
import type { UiCatalogues, UiMessage } from '../server/board-settings/translations/catalogues.ts';
import { catalogueEntries, webCatalogueFolders } from './lingui-catalogue.ts';

export async function readUiCatalogues(root = '.'): Promise<UiCatalogues> {
  const catalogues: UiCatalogues = {};
  for (const [namespace, folder] of webCatalogueFolders(root)) {
    const messages: Record<string, UiMessage> = {};
    for (const locale of LOCALES) {
      const file = join(folder, `${locale}.po`);
      if (!existsSync(file)) continue;
      for (const [id, { message, translation }] of await catalogueEntries(readFileSync(file, 'utf8'), file)) {
        // The English is the source carried in the code (the PO's msgid), whatever en.po says.
        const own = messages[id] ?? { en: message || id };
        if (locale !== 'en' && translation) own[locale] = translation;
        messages[id] = own;
      }
    }
    if (Object.keys(messages).length) catalogues[namespace] = messages;
  }
  return catalogues;
}
