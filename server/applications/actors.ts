// Who is calling: a reviewer (employer kind 1 or team member kind 2 of a company on the tenant, or
// an admin acting for one) sees only the applications to that company's jobs; an applicant (a
// candidate) sees only their own. Everything is looked up within the tenant of the Host header.
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { tenantOf, userOf, type RequestContext, type Tenant } from '../http/context.ts';
import { forbidden } from '../errors/errors.ts';

export type Reviewer = { db: Db; tenant: Tenant; clientId: string; companyId: string; userId: string; name: string };
export type Applicant = {
  db: Db;
  tenant: Tenant;
  clientId: string;
  userId: string;
  email: string;
  name: string;
  /** The background queue, for the Web Push of the notifications an application makes. */
  jobs?: JobQueue;
};

const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

export function reviewerOf(ctx: RequestContext): Reviewer {
  const user = userOf(ctx);
  if (user.role !== 'employer' || !user.companyId) throw forbidden('Only employers of a company can review applicants');
  const tenant = tenantOf(ctx);
  return { db: ctx.db, tenant, clientId: tenant.id, companyId: user.companyId, userId: user.id, name: nameOf(user) };
}

export function applicantOf(ctx: RequestContext): Applicant {
  const user = userOf(ctx);
  if (user.role !== 'candidate') throw forbidden('Only candidates can apply to jobs');
  const tenant = tenantOf(ctx);
  return {
    db: ctx.db,
    tenant,
    clientId: tenant.id,
    userId: user.id,
    email: user.email,
    name: nameOf(user),
    jobs: ctx.jobs,
  };
}
