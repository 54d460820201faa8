// A language's PO catalogue as the runtime reads it: id → compiled message, for each message with
// a translation. An untranslated message is left out, so the screen shows its English (the
// source, carried in the code) rather than an empty text; the catalogue test counts them.
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

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
