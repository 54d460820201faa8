// Who is posting: an employer or team member of a company on the tenant. Jobs are looked up within
// that company, so another company's job, or another tenant's, answers 404 like a missing one.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { tenantOf, userOf, type RequestContext, type Tenant } from '../http/context.ts';
import { forbidden, notFound } from '../errors/errors.ts';
import { type JobRow, companiesByIds, findJob, jobDetail } from '../jobs/index.ts';
import { jobFormValues } from '../forms/index.ts';
import { findCompanyJob } from './posting-repo.ts';

export type Poster = { db: Db; tenant: Tenant; clientId: string; companyId: string; userId: string };

export const NO_JOB = 'This job does not exist or is no longer available';

export function posterOf(ctx: RequestContext): Poster {
  const user = userOf(ctx);
  if (user.role !== 'employer' || !user.companyId) throw forbidden('Only employers of a company can post jobs');
  const tenant = tenantOf(ctx);
  return { db: ctx.db, tenant, clientId: tenant.id, companyId: user.companyId, userId: user.id };
}

export async function ownJob(p: Poster, jobId: string): Promise<JobRow> {
  const row = await findCompanyJob(p.db, p.clientId, p.companyId, jobId);
  if (!row) throw notFound(NO_JOB);
  return row;
}

/** The job as its own company sees it: every field, and every value of the board's job_post form. */
export async function ownerJob(p: Poster, jobId: string, now = new Date()): Promise<components['schemas']['Job']> {
  const row = await findJob(p.db, p.clientId, jobId);
  if (!row || row.company_id !== p.companyId) throw notFound(NO_JOB);
  const [companies, formValues] = await Promise.all([
    companiesByIds(p.db, p.clientId, [row.company_id]),
    jobFormValues(p.db, p.tenant, row.id, 'owner'),
  ]);
  const job = jobDetail(row, companies.get(row.company_id), { kind: 'owner', postedByName: row.posted_by_name }, now);
  return formValues ? { ...job, formValues } : job;
}

export function statusChange(row: JobRow): components['schemas']['JobStatusChange'] {
  return {
    _id: row.id,
    status: row.status,
    approvalStatus: row.approval_status,
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    updatedAt: row.updated_at.toISOString(),
  };
}
