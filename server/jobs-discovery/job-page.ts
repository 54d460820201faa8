// One job's page. Guests and candidates see a live job, or a PAUSED, CLOSED or EXPIRED one shown
// with that status (closed for applying) so that old links keep working; drafts, pending,
// declined, inactive and deleted jobs answer 404 as if they did not exist. The job's own company
// (employer and team) sees its job in any status but DELETED, with every field. The job's values of
// the board's job_post form come with it: the public ones for everyone, all of them for its company.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { AuthUser, Tenant } from '../http/context.ts';
import { notFound } from '../errors/errors.ts';
import { jobFormValues } from '../forms/index.ts';
import {
  companiesByIds,
  jobDetail,
  type Audience,
  candidateMarks,
  countCandidateView,
  countGuestView,
  findJob,
  isViewableRow,
} from '../jobs/index.ts';

type Job = components['schemas']['Job'];

const NO_JOB = 'This job does not exist or is no longer available';

const withValues = (job: Job, formValues: Job['formValues']): Job => (formValues ? { ...job, formValues } : job);

export async function getPublicJob(db: Db, tenant: Tenant, idOrSlug: string, now = new Date()): Promise<Job> {
  const clientId = tenant.id;
  const row = await findJob(db, clientId, idOrSlug);
  if (!row || !isViewableRow(row)) throw notFound(NO_JOB);
  const [companies, values] = await Promise.all([
    companiesByIds(db, clientId, [row.company_id]),
    jobFormValues(db, tenant, row.id, 'public'),
    countGuestView(db, clientId, row.id),
  ]);
  return withValues(jobDetail(row, companies.get(row.company_id), { kind: 'public' }, now), values);
}

export async function getJobFor(db: Db, tenant: Tenant, user: AuthUser, id: string, now = new Date()): Promise<Job> {
  const clientId = tenant.id;
  const row = await findJob(db, clientId, id);
  if (!row) throw notFound(NO_JOB);
  const own = user.role === 'employer' && user.companyId === row.company_id;
  if (!own && !isViewableRow(row)) throw notFound(NO_JOB);
  const candidate = !own && user.role === 'candidate';
  const [companies, marks, values] = await Promise.all([
    companiesByIds(db, clientId, [row.company_id]),
    candidate ? candidateMarks(db, clientId, user.id, [row.id]) : Promise.resolve(null),
    jobFormValues(db, tenant, row.id, own ? 'owner' : 'public'),
    candidate ? countCandidateView(db, clientId, user.id, row.id) : Promise.resolve(),
  ]);
  const audience: Audience = own
    ? { kind: 'owner', postedByName: row.posted_by_name }
    : marks
      ? { kind: 'candidate', applied: marks.applied.has(row.id), saved: marks.saved.has(row.id) }
      : { kind: 'public' };
  return withValues(jobDetail(row, companies.get(row.company_id), audience, now), values);
}
