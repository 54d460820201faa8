// What chat needs besides the database: the realtime hub, the rate limits, and for the
// notifications of people who are away the tenant, the mailer and the queue. One per request,
// from the app's long-lived chat parts (`deps.chat`) and rate limits (`deps.rateLimits`).
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ChatParts } from '../realtime/parts.ts';
import type { RateLimits } from '../rate-limit/store.ts';

export type ChatRuntime = ChatParts & {
  db: Db;
  tenant: Tenant;
  mailer: Mailer;
  config: Config;
  jobs: JobQueue;
  limits: RateLimits;
};
