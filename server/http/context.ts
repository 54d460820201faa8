// What a handler gets besides the request: the app's dependencies, the tenant the Host header
// chose, and the signed-in user (the account an admin acts for, when one does).
import type { ChatParts } from '../realtime/parts.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Role } from '../db/tables.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import type { SearchLane } from './search-lane.ts';
import type { Tenant } from '../tenancy/tenant.ts';

export type { Tenant } from '../tenancy/tenant.ts';

export type AuthUser = {
  id: string;
  sessionId: string;
  role: Role;
  employerKind: 1 | 2 | null;
  companyId: string | null;
  /** A team member's permissions (TeamMemberPermission); empty for everyone else. */
  permissions: readonly string[];
  email: string;
  firstName: string;
  lastName: string;
};

export type AppDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Signs tokens and keys one-time-code digests. */
  secret: Uint8Array;
  /** Background tasks (imports, expiry sweep); the worker runs only once started. */
  jobs: JobQueue;
  /** Chat's realtime hub (server/realtime/parts.ts). */
  chat: ChatParts;
  /** Every rate limit, counted where all server processes see the counts (server/rate-limit/). */
  rateLimits: RateLimitStore;
  /** Candidate and job searches, a few at a time (SEARCH_CONCURRENCY). */
  searchLane: SearchLane;
};

export type RequestContext = AppDeps & {
  tenant: Tenant | null;
  user: AuthUser | null;
  /** The admin behind the request when an admin acts for `user`. */
  actingAdmin: AuthUser | null;
};

/** The tenant of a request that needs one; the tenancy hook guarantees it on tenant routes. */
export function tenantOf(ctx: RequestContext): Tenant {
  if (!ctx.tenant) throw new Error('tenant route reached without a tenant');
  return ctx.tenant;
}

export function userOf(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new Error('secured route reached without a user');
  return ctx.user;
}
