// The languages the product speaks (docs/localization.md) and how a page's language is chosen:
// the reader's own choice (a cookie the language switch sets) when the board offers it, else the
// best of the browser's languages the board offers, else the board's default. Shared by the
// server (the page's language, its render, the mails) and the web app (the switch, fixture mode).

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language by its own name, as a reader looks for it in a list. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The cookie of the reader's choice: a year, every path, readable by the page (it sets it). */
export const LOCALE_COOKIE = 'jb_locale';

export type BoardLanguages = { languages: Locale[]; defaultLocale: Locale };
export const ENGLISH_ONLY: BoardLanguages = { languages: ['en'], defaultLocale: 'en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The value of the language cookie in a Cookie header, if it names a language. */
export function localeCookieOf(cookieHeader: string | null | undefined): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? '');
  return match && isLocale(match[1]) ? match[1] : null;
}

/** The languages of an Accept-Language header, most wanted first, as their two-letter codes. */
function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => /^[a-z]{2}$/.test(l.code) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.code);
}

export function resolveLocale(
  board: BoardLanguages,
  reader: { cookie?: string | null; acceptLanguage?: string | null },
): Locale {
  const chosen = localeCookieOf(reader.cookie);
  if (chosen && board.languages.includes(chosen)) return chosen;
  for (const code of acceptedLanguages(reader.acceptLanguage))
    if (isLocale(code) && board.languages.includes(code)) return code;
  return board.languages.includes(board.defaultLocale) ? board.defaultLocale : (board.languages[0] ?? SOURCE_LOCALE);
}
