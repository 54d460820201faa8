// The language a person is written to in (docs/localization.md, "Mails"): the one they last used
// the board in (users.locale, kept at each sign-in and token refresh) while the board still offers
// it, else the board's default. A mail about a request (a sign-up code, a reset) is in the
// request's own language, which requestLocale (server/content/languages.ts) gives.
import { isLocale, type Locale } from '../../shared/i18n/locales.ts';
import { boardLanguagesOf } from '../content/languages.ts';
import type { Tenant } from '../http/context.ts';

export function readerLocale(tenant: Tenant, stored: string | null | undefined): Locale {
  const board = boardLanguagesOf(tenant);
  return isLocale(stored) && board.languages.includes(stored) ? stored : board.defaultLocale;
}
