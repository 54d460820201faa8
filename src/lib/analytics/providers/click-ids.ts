// Ad click identifiers arrive once, in the landing URL's query; the visit keeps them in
// sessionStorage so that events and signups later in the same visit still carry them
// (specification §7: "Click identifiers (gclid, dclid, fbclid, _gl) and ad cookies are forwarded").
import type { ClickIds } from '@generated/api/model';

export const CLICK_ID_KEYS = ['gclid', 'dclid', 'fbclid', '_gl'] as const;
export const AD_COOKIES = ['_gcl_au', '_fbp', '_fbc'] as const;

type ClickIdKey = (typeof CLICK_ID_KEYS)[number];
export type AdCookies = Partial<Record<(typeof AD_COOKIES)[number], string>>;

const STORAGE_KEY = 'jb.clickIds';
/** The contract's ClickIds limit; a longer value is not an identifier but noise. */
const MAX_LENGTH = 500;

function storageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off (private mode, strict cookie settings): then ids live for one page.
    return null;
  }
}

function readStored(storage: Storage | null): ClickIds {
  if (!storage) return {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const out: ClickIds = {};
    for (const key of CLICK_ID_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * Keeps the click identifiers of `search` (a URL query) for the rest of the visit and returns all
 * identifiers known so far. A newer click replaces an older identifier of the same kind.
 */
export function rememberClickIds(search: string, storage: Storage | null = storageOrNull()): ClickIds {
  const params = new URLSearchParams(search);
  const known = readStored(storage);
  let changed = false;
  for (const key of CLICK_ID_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value.length <= MAX_LENGTH && known[key] !== value) {
      known[key as ClickIdKey] = value;
      changed = true;
    }
  }
  if (changed && storage) {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(known));
    } catch {
      // A full or blocked storage only loses attribution, never the page.
    }
  }
  return known;
}

/** The click identifiers kept for this visit, for signups and leads (ClickIds in the contract). */
export function readClickIds(storage: Storage | null = storageOrNull()): ClickIds {
  return readStored(storage);
}

/** The ad platforms' own first-party cookies, when the visitor has them. */
export function readAdCookies(cookie: string = document.cookie): AdCookies {
  const out: AdCookies = {};
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const match = AD_COOKIES.find((c) => c === name);
    if (!match) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[match] = decodeURIComponent(raw);
    } catch {
      out[match] = raw;
    }
  }
  return out;
}

/** Forgets the visit's click identifiers (the visitor withdrew consent to marketing). */
export function forgetClickIds(storage: Storage | null = storageOrNull()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
