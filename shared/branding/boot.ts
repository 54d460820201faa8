// What the server writes into every page of a board for the app to read before its first render
// (docs/branding.md): the colours, logo and favicon of settings/appearance and the board's word
// for "Job". Read synchronously from the page, so the first paint is already the board's (no
// flash of the platform's colours, no request before render). A data block, never executed, so
// the pages' script policy is untouched.
import type { BrandColors } from './contrast.ts';
import { ENGLISH_ONLY, isLocale, SOURCE_LOCALE, type Locale } from '../i18n/locales.ts';
import { DEFAULT_JOB_HEADING, JOB_HEADING_WORD, type JobHeading } from '../words/job-heading.ts';

export const BOOT_ELEMENT_ID = 'board-boot';

export type BoardBoot = {
  name: string;
  logoUri: string | null;
  colors: BrandColors;
  jobHeading: JobHeading;
  /** On the index page only: whether the board published its own home page (else the platform's sections show). */
  ownHome: boolean;
  /** The page's language, chosen by the server for this reader (shared/i18n/locales.ts). */
  locale: Locale;
  /** The languages the board offers its readers, its default first. */
  locales: Locale[];
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const URI = /^(\/files\/|https:\/\/)[^\s"'<>]{1,2040}$/;
const COLOR_KEYS = ['primary', 'secondary', 'accent', 'background', 'text'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The boot record from its JSON, or null for anything not exactly its shape (fixture mode has none). */
export function parseBoardBoot(json: string | null | undefined): BoardBoot | null {
  if (!json) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !isRecord(raw.colors) || !isRecord(raw.jobHeading)) return null;
  const c = raw.colors;
  if (!COLOR_KEYS.every((k) => typeof c[k] === 'string' && HEX.test(c[k]))) return null;
  const h = raw.jobHeading;
  const words = [h.singular, h.plural];
  const jobHeading = words.every((w) => typeof w === 'string' && JOB_HEADING_WORD.test(w))
    ? { singular: String(h.singular), plural: String(h.plural) }
    : DEFAULT_JOB_HEADING;
  return {
    name: typeof raw.name === 'string' ? raw.name.slice(0, 200) : '',
    logoUri: typeof raw.logoUri === 'string' && URI.test(raw.logoUri) ? raw.logoUri : null,
    colors: {
      primary: String(c.primary),
      secondary: String(c.secondary),
      accent: String(c.accent),
      background: String(c.background),
      text: String(c.text),
    },
    jobHeading,
    ownHome: raw.ownHome === true,
    locale: isLocale(raw.locale) ? raw.locale : SOURCE_LOCALE,
    locales: Array.isArray(raw.locales) && raw.locales.length ? raw.locales.filter(isLocale) : ENGLISH_ONLY.languages,
  };
}
