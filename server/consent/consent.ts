// Consent before tracking (docs/consent.md): keeping a visitor's choice as the board's record, and
// the console's count of them. The record names no address: the rate limit reads the address, the
// row never holds it.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { consentPolicyOf } from './policy.ts';
import { insertConsent, latestChoiceCounts } from './records-repo.ts';

type ConsentInput = components['schemas']['ConsentInput'];
type ConsentSummary = components['schemas']['ConsentSummary'];

export const SAVED = 'Your choice is saved';

/**
 * Keeps the choice. A version other than the board's current one is kept as it came: the visitor
 * answered the policy their page showed (it may have changed while the page was open), and the
 * record is evidence of exactly that; the console counts the current version only.
 */
export async function recordConsent(db: Db, tenant: Tenant, input: ConsentInput): Promise<void> {
  await insertConsent(db, {
    clientId: tenant.id,
    visitorId: input.visitorId.toLowerCase(),
    policyVersion: input.policyVersion,
    analytics: input.choice.analytics,
    marketing: input.choice.marketing,
  });
}

/** The four combinations, in the contract's order. */
const ORDER = [
  [true, true],
  [true, false],
  [false, true],
  [false, false],
] as const;

export async function consentSummary(db: Db, tenant: Tenant): Promise<ConsentSummary> {
  const { policyVersion } = consentPolicyOf(tenant.settings);
  const counts = await latestChoiceCounts(db, tenant.id, policyVersion);
  const choices = ORDER.map(([analytics, marketing]) => ({
    analytics,
    marketing,
    count: counts.find((c) => c.analytics === analytics && c.marketing === marketing)?.count ?? 0,
  }));
  const last = counts.reduce<Date | null>((at, c) => (!at || c.last > at ? c.last : at), null);
  return {
    policyVersion,
    visitors: choices.reduce((n, c) => n + c.count, 0),
    choices,
    lastRecordedAt: last ? last.toISOString() : null,
  };
}
