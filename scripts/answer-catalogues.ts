// The catalogues of the server's answer messages (server/http/messages/<locale>.po, kept by
// scripts/server-messages.ts): English → translation, for each language but English. Read by the
// server's build (embedded) and, from sources, by the server itself (server/http/answer-messages.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, SOURCE_LOCALE } from '../shared/i18n/locales.ts';
import type { AnswerCatalogues } from '../server/http/answer-messages.ts';
import { catalogueEntries } from './lingui-catalogue.ts';

/** The catalogue's file of a language's translations. */
export const messagesFile = (root: string, locale: string) => join(root, 'server/http/messages', `${locale}.po`);

export async function readAnswerCatalogues(root = '.'): Promise<AnswerCatalogues> {
  const catalogues: AnswerCatalogues = {};
  for (const locale of LOCALES) {
    const file = messagesFile(root, locale);
    if (locale === SOURCE_LOCALE || !existsSync(file)) continue;
    const own: Record<string, string> = {};
    for (const { message, translation } of (await catalogueEntries(readFileSync(file, 'utf8'), file)).values())
      if (translation) own[message] = translation;
    catalogues[locale] = own;
  }
  return catalogues;
}
