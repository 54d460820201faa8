// The company's views of candidates: one row per candidate, viewer, type and day.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { CONTACT_VIEW, PROFILE_VIEW, RESUME_VIEW, type ViewType } from './view-types.ts';

type Who = { clientId: string; companyId: string };
type Viewing = { viewerId: string; type: ViewType; jobId: string | null };

// The database's date, the day a view counts for. The scope types its rows as plain values while
// Kysely sends an expression among them as SQL, so the expression is passed as the column's type.
const today = sql<string>`current_date` as unknown as string;

/** Records the day's contact view; a second one the same day only moves last_at. */
export async function recordContactView(db: Db, who: Who, candidateId: string, v: Omit<Viewing, 'type'>) {
  await scopedTo(db, who.clientId)
    .insertInto('candidate_views', {
      company_id: who.companyId,
      candidate_id: candidateId,
      viewer_id: v.viewerId,
      type: CONTACT_VIEW,
      job_id: v.jobId,
      day: today,
    })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'company_id', 'candidate_id', 'viewer_id', 'type', 'day'])
        .doUpdateSet({ last_at: sql`now()` }),
    )
    .execute();
}

/** Records the day's views; one already there moves last_at and keeps a job it had when none is named. */
export async function recordViews(db: Db, who: Who, ids: readonly string[], v: Viewing) {
  if (!ids.length) return;
  await scopedTo(db, who.clientId)
    .insertInto(
      'candidate_views',
      ids.map((candidateId) => ({
        company_id: who.companyId,
        candidate_id: candidateId,
        viewer_id: v.viewerId,
        type: v.type,
        job_id: v.jobId,
        day: today,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'company_id', 'candidate_id', 'viewer_id', 'type', 'day'])
        .doUpdateSet({ last_at: sql`now()`, job_id: sql`coalesce(excluded.job_id, candidate_views.job_id)` }),
    )
    .execute();
}

/** Days viewed, first and last view of one candidate by one type. */
export async function viewSpan(db: Db, who: Who, candidateId: string, type: ViewType) {
  return scopedTo(db, who.clientId)
    .selectFrom('candidate_views')
    .select([
      sql<string>`count(distinct day)`.as('days'),
      sql<Date>`min(created_at)`.as('first_at'),
      sql<Date>`max(last_at)`.as('last_at'),
    ])
    .where('company_id', '=', who.companyId)
    .where('candidate_id', '=', candidateId)
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
}

/** The company's views by type and its distinct candidates, within the days given. */
export async function viewCounts(db: Db, who: Who, period: { from?: string; to?: string }) {
  let views = scopedTo(db, who.clientId)
    .selectFrom('candidate_views')
    .select([
      sql<string>`count(*) filter (where type = ${sql.lit(PROFILE_VIEW)})`.as('profile'),
      sql<string>`count(*) filter (where type = ${sql.lit(RESUME_VIEW)})`.as('resume'),
      sql<string>`count(*) filter (where type = ${sql.lit(CONTACT_VIEW)})`.as('contact'),
      sql<string>`count(distinct candidate_id)`.as('unique'),
    ])
    .where('company_id', '=', who.companyId);
  if (period.from) views = views.where('day', '>=', period.from);
  if (period.to) views = views.where('day', '<=', period.to);
  return views.executeTakeFirstOrThrow();
}
