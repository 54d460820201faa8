// Whose resumes a request touches: the signed-in candidate on the request's tenant. Every query of
// the vertical is scoped by both, so another candidate's id (or another tenant's) finds nothing.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { tenantOf, userOf, type RequestContext, type Tenant } from '../http/context.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { callerMay } from '../payments/index.ts';

export type ResumeOwner = {
  db: Db;
  config: Config;
  jobs: JobQueue;
  /** The board, whose candidate plans may limit builds and parses. */
  tenant: Tenant;
  clientId: string;
  candidateId: string;
  /** Whether the candidate's plan sells extra templates and theme colours (look-plan.ts). */
  extraLooks: () => Promise<boolean>;
};

export function ownerOf(ctx: RequestContext): ResumeOwner {
  const tenant = tenantOf(ctx);
  return {
    db: ctx.db,
    config: ctx.config,
    jobs: ctx.jobs,
    tenant,
    clientId: tenant.id,
    candidateId: userOf(ctx).id,
    extraLooks: () => callerMay(ctx, 'resume_templates'),
  };
}
