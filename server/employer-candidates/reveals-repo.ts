// The company's reveals of candidates' contact details (one per company and candidate).
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

type Who = { clientId: string; companyId: string };

export async function findReveal(db: Db, who: Who, candidateId: string) {
  return scopedTo(db, who.clientId)
    .selectFrom('candidate_contact_reveals')
    .select('created_at')
    .where('company_id', '=', who.companyId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
}

export async function insertReveal(
  db: Db,
  who: Who,
  reveal: { candidateId: string; revealedBy: string; jobId: string | null },
) {
  return scopedTo(db, who.clientId)
    .insertInto('candidate_contact_reveals', {
      company_id: who.companyId,
      candidate_id: reveal.candidateId,
      revealed_by: reveal.revealedBy,
      job_id: reveal.jobId,
    })
    .returning('created_at')
    .executeTakeFirstOrThrow();
}

/** The candidates of `ids` whose contact details the company revealed. */
export async function revealedAmong(db: Db, who: Who, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await scopedTo(db, who.clientId)
    .selectFrom('candidate_contact_reveals')
    .select('candidate_id')
    .where('company_id', '=', who.companyId)
    .where('candidate_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.candidate_id));
}
