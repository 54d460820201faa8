// Saving the visitor's cookie choice (docs/consent.md): loaded with the banner and the preferences,
// not with the first page, which only reads the choice (consent-store.ts).
import {
  CONSENT_KEY,
  holdConsent,
  storageOrNull,
  storedConsent,
  type ConsentChoice,
  type Store,
  type StoredConsent,
} from './consent-store';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  // A v4-shaped id from Math.random where crypto.randomUUID is missing (old browsers, http pages).
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = Math.floor(Math.random() * 16);
    return (c === 'x' ? r : (r & 3) | 8).toString(16);
  });
}

/**
 * Keeps the visitor's choice under `policyVersion` and tells every listener. The visitor keeps
 * their random id across choices and versions, so the board's records show one visitor changing
 * their mind rather than several visitors.
 */
export function saveConsent(
  choice: ConsentChoice,
  policyVersion: string,
  storage: Store | null = storageOrNull(),
  now: Date = new Date(),
): StoredConsent {
  const entry: StoredConsent = {
    analytics: choice.analytics,
    marketing: choice.marketing,
    version: policyVersion,
    at: now.toISOString(),
    visitorId: storedConsent(storage)?.visitorId ?? randomId(),
  };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(entry));
  } catch {
    // Full or blocked storage: the choice holds for this page (memory) and is asked again next visit.
  }
  holdConsent(entry);
  return entry;
}
