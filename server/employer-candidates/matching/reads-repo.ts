// What already happened between the company and the candidates on a page: applications to the
// job, invitations, profile views (candidate_views, written by the contact-view feature),
// recommendation views and reactions. All scoped by tenant and company; each answers a map by
// candidate id so views can be shaped without a query per row.
import type { components } from '@generated/schema';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';

type S = components['schemas'];
type Action = S['CandidateRecommendationAction'];

const iso = (d: Date | string) => new Date(d).toISOString();

/** The company asking (a Matcher). */
type Asker = { db: Db; clientId: string; companyId: string };

export async function applicationsTo(
  m: Asker,
  jobId: string,
  ids: readonly string[],
): Promise<Map<string, { id: string; status: S['ApplicationStatus'] }>> {
  if (!ids.length) return new Map();
  const rows = await scopedTo(m.db, m.clientId)
    .selectFrom('applications')
    .select(['id', 'candidate_id', 'status'])
    .where('job_id', '=', jobId)
    .where('candidate_id', 'in', [...ids])
    .orderBy('applied_at', 'desc')
    .execute();
  const out = new Map<string, { id: string; status: S['ApplicationStatus'] }>();
  for (const r of rows) if (r.candidate_id && !out.has(r.candidate_id)) out.set(r.candidate_id, r);
  return out;
}

/** When the company invited each candidate to the job. */
export async function invitationsTo(m: Asker, jobId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await scopedTo(m.db, m.clientId)
    .selectFrom('candidate_invitations')
    .select(['candidate_id', 'created_at'])
    .where('company_id', '=', m.companyId)
    .where('job_id', '=', jobId)
    .where('candidate_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.candidate_id, iso(r.created_at)]));
}

/** When the company's team last opened each candidate's profile (type 1 views). */
export async function profileViews(m: Asker, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await scopedTo(m.db, m.clientId)
    .selectFrom('candidate_views')
    .select(({ fn }) => ['candidate_id', fn.max('last_at').as('at')])
    .where('company_id', '=', m.companyId)
    .where('type', '=', 1)
    .where('candidate_id', 'in', [...ids])
    .groupBy('candidate_id')
    .execute();
  return new Map(rows.map((r) => [r.candidate_id, iso(r.at)]));
}

export type JobScoped<T> = (candidateId: string, jobId: string | null) => T | null;

/**
 * When the company first saw each candidate recommended for a job: the earliest mark for that
 * job or a company-wide one.
 */
export async function recommendationViews(m: Asker, ids: readonly string[]): Promise<JobScoped<string>> {
  const rows = ids.length
    ? await scopedTo(m.db, m.clientId)
        .selectFrom('candidate_recommendation_views')
        .select(['candidate_id', 'job_id', 'first_viewed_at'])
        .where('company_id', '=', m.companyId)
        .where('candidate_id', 'in', [...ids])
        .execute()
    : [];
  return (candidateId, jobId) => {
    const times = rows
      .filter((r) => r.candidate_id === candidateId && (r.job_id === null || r.job_id === jobId))
      .map((r) => new Date(r.first_viewed_at).getTime());
    return times.length ? new Date(Math.min(...times)).toISOString() : null;
  };
}

/** The company's latest reaction to each candidate for a job, or a company-wide one. */
export async function latestInteractions(m: Asker, ids: readonly string[]): Promise<JobScoped<Action>> {
  const rows = ids.length
    ? await scopedTo(m.db, m.clientId)
        .selectFrom('candidate_recommendation_interactions')
        .select(['candidate_id', 'job_id', 'action', 'at'])
        .where('company_id', '=', m.companyId)
        .where('candidate_id', 'in', [...ids])
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  return (candidateId, jobId) =>
    rows.find((r) => r.candidate_id === candidateId && (r.job_id === null || r.job_id === jobId))?.action ?? null;
}
