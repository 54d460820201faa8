// SQL of single jobs and of what a candidate has done with jobs: finding a job by id or slug,
// applied and saved flags for a page of jobs, counting views, and the candidate's skills.
import { isUuid } from '../master/uuid.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { jobColumnsOf, type JobRow } from './job-rows.ts';

/** A tenant's job by id, or by slug; deleted jobs are never found. */
export async function findJob(
  db: Db,
  clientId: string,
  idOrSlug: string,
): Promise<(JobRow & { posted_by_name: string | null }) | undefined> {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('jobs as j')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'j.posted_by').on(scope.owns('u')))
    .select(jobColumnsOf('j'))
    .select(sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('posted_by_name'))
    .where('j.status', '!=', 'DELETED')
    .where('j.deleted_at', 'is', null)
    .where((w) =>
      isUuid(idOrSlug) ? w.or([w('j.id', '=', idOrSlug), w('j.slug', '=', idOrSlug)]) : w('j.slug', '=', idOrSlug),
    )
    .orderBy(sql`j.id::text = ${idOrSlug}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type CandidateMarks = { applied: Set<string>; saved: Set<string> };

/** Which of `jobIds` the candidate has applied to and saved. */
export async function candidateMarks(
  db: Db,
  clientId: string,
  userId: string,
  jobIds: string[],
): Promise<CandidateMarks> {
  if (!jobIds.length) return { applied: new Set(), saved: new Set() };
  const scope = scopedTo(db, clientId);
  const [applied, saved] = await Promise.all([
    scope
      .selectFrom('applications')
      .select('job_id')
      .where('candidate_id', '=', userId)
      .where('job_id', 'in', jobIds)
      .execute(),
    scope
      .selectFrom('job_tracks')
      .select('job_id')
      .where('user_id', '=', userId)
      .where('saved_at', 'is not', null)
      .where('job_id', 'in', jobIds)
      .execute(),
  ]);
  return { applied: new Set(applied.map((r) => r.job_id)), saved: new Set(saved.map((r) => r.job_id)) };
}

/** A guest's page view: the job's counter and a hiring event for the employer's analytics. */
export async function countGuestView(db: Db, clientId: string, jobId: string): Promise<void> {
  // One statement on the job page's path: the counter and the event together, or neither.
  await sql`
    with viewed as (
      update jobs set views_count = views_count + 1
      where ${scopedTo(db, clientId).owns('jobs')} and id = ${jobId}
      returning client_id, company_id, id
    )
    insert into hiring_events (client_id, company_id, job_id, kind, occurred_at)
    select client_id, company_id, id, 'view', now() from viewed
  `.execute(db);
}

/** A candidate's page view: kept on the candidate's track; only the first one counts on the job. */
export async function countCandidateView(db: Db, clientId: string, userId: string, jobId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const track = await scopedTo(trx, clientId)
      .insertInto('job_tracks', { user_id: userId, job_id: jobId, view_count: 1, last_viewed_at: new Date() })
      .onConflict((oc) =>
        oc.columns(['user_id', 'job_id']).doUpdateSet((eb) => ({
          view_count: eb('job_tracks.view_count', '+', 1),
          last_viewed_at: new Date(),
        })),
      )
      .returning('view_count')
      .executeTakeFirstOrThrow();
    if (track.view_count === 1) await countGuestView(trx, clientId, jobId);
  });
}

/** The lower-cased skill names of a candidate's profile. */
export async function profileSkillNames(db: Db, clientId: string, userId: string): Promise<string[]> {
  const row = await scopedTo(db, clientId)
    .selectFrom('candidate_profiles')
    .select('skills')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const skills = Array.isArray(row?.skills) ? row.skills : [];
  const names = skills.map((s) =>
    s && typeof s === 'object' && typeof s.nm === 'string' ? s.nm.trim().toLowerCase() : '',
  );
  return [...new Set(names.filter(Boolean))];
}
