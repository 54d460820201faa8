// What chat needs besides the database: the realtime hub, the rate limits, and for the
// notifications of people who are away the tenant, the mailer and the queue. One per request,
// from the app's long-lived chat parts (`deps.chat`) and rate limits (`deps.rateLimits`).
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/tenant.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createChatHub, type ChatHub } from './hub.ts';
import type { RateLimits } from '../rate-limit/store.ts';

/** Made once per app: the socket server binds the hub. */
export type ChatParts = {
  hub: ChatHub;
  /** How often a socket's session is checked again: a logout ends its chat within this time. */
  sessionRecheckMs: number;
};

export function createChatParts(): ChatParts {
  return { hub: createChatHub(), sessionRecheckMs: 5_000 };
}

export type ChatRuntime = ChatParts & {
  db: Db;
  tenant: Tenant;
  mailer: Mailer;
  config: Config;
  jobs: JobQueue;
  limits: RateLimits;
};
