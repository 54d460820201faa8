// A visitor's choice, kept in their browser (which starts or stops the providers, tracking.ts) and
// sent to the board's record (recordConsent, docs/consent.md). The record is sent in the
// background: a failed one never bothers the visitor, whose choice holds all the same.
import type { ConsentInput } from '@generated/api/model';
import { http, SILENT } from '@/lib/api/http';
import { saveConsent } from '@/lib/consent/consent-save';
import type { ConsentChoice } from '@/lib/consent/consent-store';

/** The generated hook's URL; called directly so the banner's chunk takes no other content call. */
export const RECORD_CONSENT_URL = '/client/api/v1/consent/record';

export function chooseConsent(choice: ConsentChoice, policyVersion: string): void {
  const entry = saveConsent(choice, policyVersion);
  const body: ConsentInput = {
    choice: { analytics: entry.analytics, marketing: entry.marketing },
    policyVersion,
    visitorId: entry.visitorId,
  };
  const headers = new Headers(SILENT.headers);
  headers.set('Content-Type', 'application/json');
  void http(RECORD_CONSENT_URL, { method: 'POST', headers, body: JSON.stringify(body) }).catch(() => undefined);
}
