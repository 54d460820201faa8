// Whose resumes a request touches: the signed-in candidate on the request's tenant. Every query of
// the vertical is scoped by both, so another candidate's id (or another tenant's) finds nothing.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';

export type ResumeOwner = {
  db: Db;
  config: Config;
  jobs: JobQueue;
  clientId: string;
  candidateId: string;
};

export function ownerOf(ctx: RequestContext): ResumeOwner {
  return {
    db: ctx.db,
    config: ctx.config,
    jobs: ctx.jobs,
    clientId: tenantOf(ctx).id,
    candidateId: userOf(ctx).id,
  };
}
