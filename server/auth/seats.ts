// Team seats: how many members (besides the owner) a company may have, by its plan, like the open
// job quota in job-posting/quota.ts. Invited and active members hold a seat; disabled ones do not, so
// disabling frees a seat and enabling needs one. Counting and writing happen under one
// per-company lock, so two concurrent invitations cannot both take the last seat.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { AppError } from '../errors/errors.ts';
import { companyEntitlements } from '../payments/index.ts';
import { lockSeats, seatsTaken } from '../users/index.ts';

/** The company's seats: its plan's `teamMembers` plus active top-ups; null is unlimited. */
export async function seatLimit(db: Db, tenant: Tenant, companyId: string): Promise<number | null> {
  return (await companyEntitlements(db, tenant, companyId)).limit('teamMembers');
}

/** Runs `write` (which takes a seat) only when one is free, counting under a per-company lock. */
export async function withFreeSeat<T>(
  db: Db,
  tenant: Tenant,
  companyId: string,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  const limit = await seatLimit(db, tenant, companyId);
  if (limit === null) return write(db);
  return db.transaction().execute(async (trx) => {
    await lockSeats(trx, companyId);
    if ((await seatsTaken(trx, tenant.id, companyId)) >= limit)
      throw new AppError(
        403,
        'LIMIT_OVER',
        // The contract's words first; then what to do about it.
        `Your plan allows no more team members (${limit} seat${limit === 1 ? '' : 's'}, all taken). ` +
          'Disable or remove a member, or upgrade your plan or buy a top-up, to add another.',
      );
    return write(trx);
  });
}
