// The server's texts in a reader's language (docs/localization.md, "Mails"): Lingui's runtime over
// the server's catalogues, one instance per language. Code names each text by a descriptor marked
// for the extractor, `{ id: 'mail.welcome.subject', message: 'Welcome to {board}' }`, whose
// English is the source; a language's catalogue supplies the translation, and any message it
// lacks is said in English (the catalogue test counts them). Messages are ICU: plurals, selects,
// and values formatted for the language. (A descriptor is marked by a leading i18n comment, as
// in server/mail/templates.ts; scripts/server-catalogues.ts finds the folders that hold any.)
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SOURCE_LOCALE, type Locale } from '../../shared/i18n/locales.ts';
import { serverCatalogues } from './catalogues.ts';

export type { MessageDescriptor };
export type MessageValues = Record<string, unknown>;

export type Translator = {
  readonly locale: Locale;
  /** The message in the reader's language, its values put in. */
  t: (descriptor: MessageDescriptor, values?: MessageValues) => string;
  /** A date or time in the reader's language (Intl options: time zone, style). */
  date: (value: Date, format?: Intl.DateTimeFormatOptions) => string;
  /** A number in the reader's language (Intl options: currency, fraction digits). */
  number: (value: number, format?: Intl.NumberFormatOptions) => string;
};

function compiled(messages: Record<string, string> | undefined) {
  return Object.fromEntries(Object.entries(messages ?? {}).map(([id, m]) => [id, compileMessage(m)]));
}

async function build(locale: Locale): Promise<Translator> {
  const catalogues = await serverCatalogues();
  // English under the translation: a message not translated yet is said in English, never empty.
  const messages = { ...compiled(catalogues[SOURCE_LOCALE]), ...compiled(catalogues[locale]) };
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages } });
  // A descriptor the catalogues do not hold yet (one written since the last extraction) is said
  // from its own English, compiled when first asked.
  i18n.setMessagesCompiler(compileMessage);
  return {
    locale,
    t: (descriptor, values) => i18n._({ ...descriptor, ...(values ? { values } : {}) }),
    date: (value, format) => i18n.date(value, format),
    number: (value, format) => i18n.number(value, format),
  };
}

const translators = new Map<Locale, Promise<Translator>>();

/** The translator of a language, made once per process. */
export function translatorFor(locale: Locale): Promise<Translator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = build(locale);
    translators.set(locale, translator);
  }
  return translator;
}
