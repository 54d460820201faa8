// Team seats: how many members (besides the owner) a company may have, by plan tier, like the open
// job quota in posting/quota.ts. Invited and active members hold a seat; disabled ones do not, so
// disabling frees a seat and enabling needs one. Counting and writing happen under one
// per-company lock, so two concurrent invitations cannot both take the last seat.
import { sql } from 'kysely';
import type { PlanTier } from '@generated/manifest';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { tierOf } from '../tenancy/features.ts';

/**
 * Team members per company by plan tier; null is unlimited. Team management itself is a Plus and
 * Premium feature; the lower tiers' seats matter only where a tenant switches the feature on.
 */
export const TEAM_SEAT_LIMITS: Readonly<Record<PlanTier, number | null>> = {
  trial: 1,
  lite: 2,
  plus: 5,
  premium: null,
};

export function seatLimit(tenant: Tenant): number | null {
  return TEAM_SEAT_LIMITS[tierOf(tenant.subscription)];
}

export async function seatsTaken(db: Db, clientId: string, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .where('company_id', '=', companyId)
    .where('role', '=', 'employer')
    .where('employer_kind', '=', 2)
    .where('deleted_at', 'is', null)
    .where('status', 'in', ['unverified', 'active'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs `write` (which takes a seat) only when one is free, counting under a per-company lock. */
export async function withFreeSeat<T>(
  db: Db,
  tenant: Tenant,
  companyId: string,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  const limit = seatLimit(tenant);
  if (limit === null) return write(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`team-seats:${companyId}`}, 0))`.execute(trx);
    if ((await seatsTaken(trx, tenant.id, companyId)) >= limit)
      throw new AppError(
        403,
        'LIMIT_OVER',
        // The contract's words first; then what to do about it.
        `Your plan allows no more team members (${limit} seat${limit === 1 ? '' : 's'}, all taken). ` +
          'Disable or remove a member, or upgrade your plan, to add another.',
      );
    return write(trx);
  });
}
