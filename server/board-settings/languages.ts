// The languages a board offers its readers (docs/localization.md): its settings' `languages`
// (`available`, `default`), held while the plan has the `localization` feature; English only
// otherwise, whatever was saved, so a plan that drops the feature keeps a working board.
import type { FastifyRequest } from 'fastify';
import {
  ENGLISH_ONLY,
  isLocale,
  LOCALES,
  resolveLocale,
  type BoardLanguages,
  type Locale,
} from '../../shared/i18n/locales.ts';
import { LANGUAGES } from './settings-map.ts';
import { objectAt, type JsonObject } from '../db/json-read.ts';
import type { Tenant } from '../http/context.ts';
import { featureAllowed } from '../tenancy/features.ts';

/** The saved choice, whatever the plan says (the admin's settings show it). */
export function savedLanguagesOf(settings: Record<string, unknown>): BoardLanguages {
  const saved = LANGUAGES.reduce<JsonObject>((o, key) => objectAt(o, key), settings);
  const available = Array.isArray(saved?.available)
    ? LOCALES.filter((l) => (saved.available as unknown[]).includes(l))
    : [];
  if (!available.length) return ENGLISH_ONLY;
  const chosen = saved?.default;
  const defaultLocale: Locale = isLocale(chosen) && available.includes(chosen) ? chosen : (available[0] ?? 'en');
  return { languages: [defaultLocale, ...available.filter((l) => l !== defaultLocale)], defaultLocale };
}

/** The languages the board offers now: its choice while the plan has the feature, else English. */
export function boardLanguagesOf(tenant: Tenant): BoardLanguages {
  return featureAllowed(tenant, 'localization') ? savedLanguagesOf(tenant.settings) : ENGLISH_ONLY;
}

/** The language of a page or an answer for this request's reader. */
export function requestLocale(tenant: Tenant, req: Pick<FastifyRequest, 'headers'>): Locale {
  return localeAmong(boardLanguagesOf(tenant), req);
}

/** The reader's language among the board's languages, already read (the page's boot record reads both). */
export function localeAmong(board: BoardLanguages, req: Pick<FastifyRequest, 'headers'>): Locale {
  const cookie = req.headers.cookie;
  const accept = req.headers['accept-language'];
  return resolveLocale(board, {
    cookie: typeof cookie === 'string' ? cookie : null,
    acceptLanguage: typeof accept === 'string' ? accept : null,
  });
}

/**
 * The language a person is written to in (docs/localization.md, "Mails"): the one they last used
 * the board in (users.locale, kept at each sign-in and token refresh) while the board still offers
 * it, else the board's default. A mail about a request (a sign-up code, a reset) is in the
 * request's own language, which requestLocale gives.
 */
export function readerLocale(tenant: Tenant, stored: string | null | undefined): Locale {
  const board = boardLanguagesOf(tenant);
  return isLocale(stored) && board.languages.includes(stored) ? stored : board.defaultLocale;
}
