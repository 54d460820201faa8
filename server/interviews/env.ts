// What the interview actions need from a request (or, for the reminder, from the worker).
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { tenantOf, type RequestContext, type Tenant } from '../http/context.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import type { Mailer } from '../mail/mailer.ts';

export type InterviewEnv = { db: Db; mailer: Mailer; config: Config; tenant: Tenant; jobs: JobQueue; now: Date };

export function envOf(ctx: RequestContext): InterviewEnv {
  return { db: ctx.db, mailer: ctx.mailer, config: ctx.config, tenant: tenantOf(ctx), jobs: ctx.jobs, now: new Date() };
}
