// The company's marks on its recommendations: seen (recommendations/viewed, first time kept) and
// its reactions (recommendations/interaction: like, dismiss, contact; the latest wins when read).
// Only candidates the company may see are marked, and a named job must be the company's.
import type { components } from '@generated/schema';
import { notFound } from '../../errors/errors.ts';
import { isUuid } from '../../master/uuid.ts';
import { companyMaySee } from '../../candidates/index.ts';
import { companyJob, type Matcher } from './matcher.ts';
import { findableAmong, insertInteraction, insertRecommendationViews } from './reactions-repo.ts';

type S = components['schemas'];

/** Marks the findable candidates among `candidateIds` as seen; answers how many were new. */
export async function markViewed(
  m: Matcher,
  q: { candidateIds: readonly string[]; jobId?: string },
): Promise<S['Done']> {
  const jobId = q.jobId ? (await companyJob(m, q.jobId)).id : null;
  const wanted = [...new Set(q.candidateIds.filter(isUuid))];
  if (!wanted.length) return { affected: 0 };
  const found = await findableAmong(m.db, m.clientId, wanted);
  if (!found.length) return { affected: 0 };
  const inserted = await insertRecommendationViews(
    m.db,
    m.clientId,
    found.map((id) => ({ company_id: m.companyId, candidate_id: id, job_id: jobId, viewed_by: m.userId })),
  );
  return { affected: inserted };
}

export async function recordInteraction(
  m: Matcher,
  q: { candidateId: string; jobId?: string; action: S['CandidateRecommendationAction'] },
): Promise<S['CandidateRecommendationInteraction']> {
  const jobId = q.jobId ? (await companyJob(m, q.jobId)).id : null;
  if (!isUuid(q.candidateId) || !(await companyMaySee(m.db, m.clientId, m.companyId, q.candidateId)))
    throw notFound('Candidate not found');
  const row = await insertInteraction(m.db, m.clientId, {
    company_id: m.companyId,
    candidate_id: q.candidateId,
    job_id: jobId,
    action: q.action,
    by_user_id: m.userId,
  });
  return {
    _id: row.id,
    candidateId: row.candidate_id,
    jobId: row.job_id,
    action: row.action,
    byUserId: row.by_user_id ?? m.userId,
    at: new Date(row.at).toISOString(),
  };
}
