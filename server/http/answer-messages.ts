// The catalogue of the server's answer messages (server/http/messages/<locale>.po; English → the
// translation), as answer-language.ts reads it. The production build (scripts/build-server.ts)
// defines __ANSWER_MESSAGES__ as every language's, read from the PO files when it runs; from
// sources the reader runs on first use, imported by path at run time so that the bundle never
// includes the PO parser (a development package).
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../shared/i18n/locales.ts';

export type AnswerCatalogues = Partial<Record<Locale, Record<string, string>>>;

declare const __ANSWER_MESSAGES__: string | undefined;

type Reader = { readAnswerCatalogues: (root: string) => Promise<AnswerCatalogues> };

let loaded: Promise<AnswerCatalogues> | undefined;

export async function answerMessages(locale: Locale): Promise<Record<string, string>> {
  if (!loaded) {
    if (typeof __ANSWER_MESSAGES__ === 'string')
      loaded = Promise.resolve(JSON.parse(__ANSWER_MESSAGES__) as AnswerCatalogues);
    else {
      const reader = new URL('../../scripts/answer-catalogues.ts', import.meta.url).href;
      const root = fileURLToPath(new URL('../../', import.meta.url));
      loaded = (import(reader) as Promise<Reader>).then((m) => m.readAnswerCatalogues(root));
    }
  }
  return (await loaded)[locale] ?? {};
}
