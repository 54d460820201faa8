// The SQL of the consent records (docs/consent.md): one row per choice, and the console's count of
// each visitor's latest choice under a policy version. Scoped by the board.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type ConsentRow = {
  clientId: string;
  visitorId: string;
  policyVersion: string;
  analytics: boolean;
  marketing: boolean;
};

export async function insertConsent(db: Db, row: ConsentRow): Promise<void> {
  await scopedTo(db, row.clientId)
    .insertInto('consent_records', {
      visitor_id: row.visitorId,
      policy_version: row.policyVersion,
      analytics: row.analytics,
      marketing: row.marketing,
    })
    .execute();
}

export type ChoiceCount = { analytics: boolean; marketing: boolean; count: number; last: Date };

/** Each visitor's latest choice under `policyVersion`, counted by choice. */
export async function latestChoiceCounts(db: Db, clientId: string, policyVersion: string): Promise<ChoiceCount[]> {
  const latest = scopedTo(db, clientId)
    .selectFrom('consent_records')
    .distinctOn('visitor_id')
    .select(['visitor_id', 'analytics', 'marketing', 'created_at'])
    .where('policy_version', '=', policyVersion)
    .orderBy('visitor_id')
    .orderBy('created_at', 'desc');
  const rows = await db
    .selectFrom(latest.as('latest'))
    .select(['analytics', 'marketing', sql<number>`count(*)::int`.as('count'), sql<Date>`max(created_at)`.as('last')])
    .groupBy(['analytics', 'marketing'])
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count), last: new Date(r.last) }));
}
