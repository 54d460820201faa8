// The company an employer acts for, and the checks every operation of this folder starts with:
// the candidate must be one the company may see (search/repo/visibility.ts), a job named must be the
// company's own. Both answer 404 otherwise, so a guess says nothing about who or what exists.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { findCompanyJob } from './company-job-repo.ts';
import type { AuthUser, RequestContext, Tenant } from '../http/context.ts';
import { tenantOf, userOf } from '../http/context.ts';
import { fieldError, forbidden, notFound } from '../errors/errors.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { companyMaySee } from '../candidates/index.ts';

export type CompanyScope = {
  db: Db;
  tenant: Tenant;
  clientId: string;
  companyId: string;
  /** The employer (or team member) acting; the account an admin acts for, when one does. */
  user: AuthUser;
  mailer: Mailer;
  config: Config;
  jobs: JobQueue;
};

export function companyScope(ctx: RequestContext): CompanyScope {
  const tenant = tenantOf(ctx);
  const user = userOf(ctx);
  if (user.role !== 'employer' || !user.companyId) throw forbidden('Only a company’s team can do this');
  return {
    db: ctx.db,
    tenant,
    clientId: tenant.id,
    companyId: user.companyId,
    user,
    mailer: ctx.mailer,
    config: ctx.config,
    jobs: ctx.jobs,
  };
}

export const NO_CANDIDATE = 'No such candidate';

/** Refuses (404) a candidate the company may not see: neither findable nor an applicant of it. */
export async function assertVisible(s: CompanyScope, candidateId: string): Promise<void> {
  if (!(await companyMaySee(s.db, s.clientId, s.companyId, candidateId))) throw notFound(NO_CANDIDATE);
}

/** The company's own job (any state), or 404. */
export async function companyJob(s: CompanyScope, jobId: string) {
  const job = await findCompanyJob(s.db, s.clientId, s.companyId, jobId);
  if (!job) throw notFound('No such job');
  return job;
}

export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();
export const iso = (d: Date | string) => new Date(d).toISOString();

/** Refuses a period whose last day comes before its first, naming `to`. */
export function assertPeriod(from: string | undefined, to: string | undefined): void {
  if (from && to && to < from) throw fieldError('to', 'The last day must not be before the first day');
}
