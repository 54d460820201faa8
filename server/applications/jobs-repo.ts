// The jobs applications are to: their rows for the cards, the company's own, and its live jobs with
// their applicant counts per status.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { likePattern } from '../db/like.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { jobColumnsOf, type JobRow, isLiveJob } from '../jobs/index.ts';

type Status = components['schemas']['ApplicationStatus'];

/** The jobs by id, deleted ones included. */
export async function jobRowsByIds(db: Db, clientId: string, ids: string[]): Promise<Map<string, JobRow>> {
  if (!ids.length) return new Map();
  const rows = await scopedTo(db, clientId)
    .selectFrom('jobs as j')
    .select(jobColumnsOf('j'))
    .where('j.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the job is the company's and not deleted. */
export async function isCompanyJob(db: Db, clientId: string, companyId: string, jobId: string): Promise<boolean> {
  const row = await scopedTo(db, clientId)
    .selectFrom('jobs')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

export type LiveJobsQuery = {
  search?: string;
  sortBy?: string;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** One page of the company's live jobs with applicants in all, unread and per status; and how many jobs. */
export async function liveJobsWithCounts(
  db: Db,
  clientId: string,
  companyId: string,
  statuses: readonly Status[],
  q: LiveJobsQuery,
) {
  const scope = scopedTo(db, clientId);
  const counts = scope
    .selectFrom('applications as a')
    .select((eb) => [
      'a.job_id',
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where a.viewed_at is null)`.as('unread'),
      ...statuses.map((s) => sql<string>`count(*) filter (where a.status = ${s})`.as(s)),
    ])
    .groupBy('a.job_id')
    .as('c');
  let jobsQ = scope
    .selectFrom('jobs as j')
    .leftJoin(counts, 'c.job_id', 'j.id')
    .where('j.company_id', '=', companyId)
    .where(isLiveJob('j'));
  const text = q.search?.trim();
  if (text) jobsQ = jobsQ.where(sql`coalesce(j.title, '')`, 'ilike', likePattern(text));
  const [rows, total] = await Promise.all([
    jobsQ
      .select(['j.id', 'c.total', 'c.unread', ...statuses.map((s) => `c.${s}` as const)])
      .orderBy(q.sortBy === 'totalApplicants' ? sql`coalesce(c.total, 0)` : sql`j.posted_at`, (ob) =>
        (q.dir === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
      )
      .orderBy('j.id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    jobsQ.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
