// Every language's compiled catalogues but English's (the source travels in the code), one chunk
// per feature and language, loaded only when a page is in that language.
import type { Messages } from '@lingui/core';
import { catalogueOfPath } from '@shared/i18n/catalogue-name.ts';

type Catalogue = { messages: Messages };

const CATALOGUES = import.meta.glob<Catalogue>([
  '/src/locales/*.po',
  '/src/features/*/locales/*.po',
  '!/src/**/locales/en.po',
]);

const DATE_NAMES: Record<string, () => Promise<unknown>> = { es: () => import('dayjs/locale/es') };

/**
 * The messages of a language, every feature's catalogue together, each id qualified by its
 * catalogue as the build qualifies the screens' ids: a feature's texts read its own translations.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  // Month and weekday names of the language, for the dates (src/lib/format/dates.ts).
  const dates = DATE_NAMES[locale]?.();
  const parts = await Promise.all(
    Object.entries(CATALOGUES)
      .filter(([path]) => path.endsWith(`/locales/${locale}.po`))
      .map(async ([path, load]) => [catalogueOfPath(path), (await load()).messages] as const),
  );
  await dates;
  const messages: Messages = {};
  for (const [catalogue, part] of parts)
    for (const [id, message] of Object.entries(part)) messages[`${catalogue}:${id}`] = message;
  return messages;
}
