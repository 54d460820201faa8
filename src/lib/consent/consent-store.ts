// The visitor's cookie choice (docs/consent.md), kept in this board's localStorage with the cookie
// policy version it answered: a choice under another version counts as none, so a new policy asks
// again. Nothing is written before the visitor chooses. With storage switched off (private mode,
// strict settings) the choice lives in memory for the page, and the banner asks again next visit.
// On the first page (the consent gate reads it), so it stays small and imports nothing; saving a
// choice is consent-save.ts, loaded with the banner.

/** What a visitor allows beyond what the board needs to work; necessary storage is always on. */
export type ConsentChoice = { analytics: boolean; marketing: boolean };

/** What is stored: the choice, its policy version, when, and the visitor's random id. */
export type StoredConsent = ConsentChoice & { version: string; at: string; visitorId: string };

export const CONSENT_KEY = 'jb.consent';

export type Store = Pick<Storage, 'getItem' | 'setItem'>;

let memory: StoredConsent | null = null;
let cached: StoredConsent | null | undefined;
const listeners = new Set<() => void>();

export function storageOrNull(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse(raw: string | null): StoredConsent | null {
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<StoredConsent> | null;
    if (
      v &&
      typeof v.analytics === 'boolean' &&
      typeof v.marketing === 'boolean' &&
      typeof v.version === 'string' &&
      typeof v.at === 'string' &&
      typeof v.visitorId === 'string' &&
      UUID.test(v.visitorId)
    )
      return { analytics: v.analytics, marketing: v.marketing, version: v.version, at: v.at, visitorId: v.visitorId };
  } catch {
    // A damaged entry counts as no choice: the banner asks again.
  }
  return null;
}

/** The stored entry whatever its version (read once per page, then kept). */
export function storedConsent(storage: Store | null = storageOrNull()): StoredConsent | null {
  if (cached !== undefined) return cached;
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CONSENT_KEY) ?? null;
  } catch {
    raw = null;
  }
  cached = parse(raw) ?? memory;
  return cached;
}

/** The visitor's choice for `policyVersion`, or null when they have not chosen under it. */
export function consentFor(policyVersion: string, storage?: Store | null): ConsentChoice | null {
  const stored = storedConsent(storage);
  return stored && stored.version === policyVersion
    ? { analytics: stored.analytics, marketing: stored.marketing }
    : null;
}

/** Holds `entry` as this page's choice and tells every listener (consent-save.ts stores it). */
export function holdConsent(entry: StoredConsent): void {
  memory = entry;
  cached = entry;
  for (const l of listeners) l();
}

/** Calls `listener` after every choice; returns the function that stops it. */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ── The preferences dialog, opened from the banner or the footer's "Cookie preferences" ──

let preferencesOpen = false;
const preferenceListeners = new Set<() => void>();

export const consentPreferencesOpen = () => preferencesOpen;

export function setConsentPreferencesOpen(open: boolean): void {
  if (preferencesOpen === open) return;
  preferencesOpen = open;
  for (const l of preferenceListeners) l();
}

export function onConsentPreferences(listener: () => void): () => void {
  preferenceListeners.add(listener);
  return () => preferenceListeners.delete(listener);
}

/** For tests: forgets what this page read and chose. */
export function resetConsentStore(): void {
  memory = null;
  cached = undefined;
  preferencesOpen = false;
  listeners.clear();
  preferenceListeners.clear();
}
