// The seats a company's team holds: invited and active members (besides the owner), counted under
// a per-company lock while a seat is taken.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { lockUntilCommit } from '../db/advisory-lock.ts';

export async function seatsTaken(db: Db, clientId: string, companyId: string): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'employer')
    .where('employer_kind', '=', 2)
    .where('deleted_at', 'is', null)
    .where('status', 'in', ['unverified', 'active'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds the company's seat lock until `trx` ends, so two invitations cannot both take the last seat. */
export async function lockSeats(trx: Db, companyId: string): Promise<void> {
  await lockUntilCommit(trx, `team-seats:${companyId}`);
}
