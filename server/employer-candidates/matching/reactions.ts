// The company's marks on its recommendations: seen (recommendations/viewed, first time kept) and
// its reactions (recommendations/interaction: like, dismiss, contact; the latest wins when read).
// Only candidates the company may see are marked, and a named job must be the company's.
import type { components } from '@generated/schema';
import { notFound } from '../../http/errors.ts';
import { isUuid } from '../../master/uuid.ts';
import { companyMaySee, FINDABLE } from '../../search/visibility.ts';
import { companyJob, type Matcher } from './matcher.ts';

type S = components['schemas'];

/** Marks the findable candidates among `candidateIds` as seen; answers how many were new. */
export async function markViewed(
  m: Matcher,
  q: { candidateIds: readonly string[]; jobId?: string },
): Promise<S['Done']> {
  const jobId = q.jobId ? (await companyJob(m, q.jobId)).id : null;
  const wanted = [...new Set(q.candidateIds.filter(isUuid))];
  if (!wanted.length) return { affected: 0 };
  const found = await m.db
    .selectFrom('users as u')
    .innerJoin('candidate_profiles as p', (j) =>
      j.onRef('p.user_id', '=', 'u.id').onRef('p.client_id', '=', 'u.client_id'),
    )
    .select('u.id')
    .where('u.client_id', '=', m.clientId)
    .where('u.id', 'in', wanted)
    .where(FINDABLE)
    .execute();
  if (!found.length) return { affected: 0 };
  const inserted = await m.db
    .insertInto('candidate_recommendation_views')
    .values(
      found.map((r) => ({
        client_id: m.clientId,
        company_id: m.companyId,
        candidate_id: r.id,
        job_id: jobId,
        viewed_by: m.userId,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return { affected: inserted.length };
}

export async function recordInteraction(
  m: Matcher,
  q: { candidateId: string; jobId?: string; action: S['CandidateRecommendationAction'] },
): Promise<S['CandidateRecommendationInteraction']> {
  const jobId = q.jobId ? (await companyJob(m, q.jobId)).id : null;
  if (!isUuid(q.candidateId) || !(await companyMaySee(m.db, m.clientId, m.companyId, q.candidateId)))
    throw notFound('Candidate not found');
  const row = await m.db
    .insertInto('candidate_recommendation_interactions')
    .values({
      client_id: m.clientId,
      company_id: m.companyId,
      candidate_id: q.candidateId,
      job_id: jobId,
      action: q.action,
      by_user_id: m.userId,
    })
    .returning(['id', 'candidate_id', 'job_id', 'action', 'by_user_id', 'at'])
    .executeTakeFirstOrThrow();
  return {
    _id: row.id,
    candidateId: row.candidate_id,
    jobId: row.job_id,
    action: row.action,
    byUserId: row.by_user_id ?? m.userId,
    at: new Date(row.at).toISOString(),
  };
}
