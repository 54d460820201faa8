// Who is asking: an employer (owner or team member) of a company on the tenant, or an admin acting
// for one. Every read and write of matching is scoped by this tenant and this company.
import type { Db } from '../../db/database.ts';
import { tenantOf, userOf, type RequestContext } from '../../http/context.ts';
import { forbidden, notFound } from '../../errors/errors.ts';
import type { JobFacts } from './facts.ts';
import { loadJob } from './load.ts';

export type Matcher = { db: Db; clientId: string; companyId: string; userId: string };

export function matcherOf(ctx: RequestContext): Matcher {
  const user = userOf(ctx);
  if (user.role !== 'employer' || !user.companyId) throw forbidden('Only employers of a company can match candidates');
  return { db: ctx.db, clientId: tenantOf(ctx).id, companyId: user.companyId, userId: user.id };
}

/** The company's own job; another company's job, of this tenant or not, is not found. */
export async function companyJob(m: Matcher, jobId: string): Promise<JobFacts> {
  const job = await loadJob(m.db, m.clientId, jobId);
  if (!job || job.companyId !== m.companyId) throw notFound('Job not found');
  return job;
}
