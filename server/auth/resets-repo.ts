// SQL on password reset tickets. A ticket is consumed by one conditional update, so two
// concurrent resets with the same ticket cannot both succeed.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { AccountRole } from '../users/index.ts';

export async function createResetTicket(
  db: Db,
  ticket: { clientId: string; userId: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, ticket.clientId);
    // One live ticket per account: asking again retires the older one.
    await scope
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', ticket.userId)
      .where('used_at', 'is', null)
      .execute();
    await scope
      .insertInto('password_resets', {
        user_id: ticket.userId,
        token_hash: ticket.tokenHash,
        expires_at: ticket.expiresAt,
      })
      .execute();
  });
}

/** Marks a live ticket of an account of `role` used and returns its account, or undefined. */
export async function consumeResetTicket(
  db: Db,
  clientId: string,
  role: AccountRole,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const scope = scopedTo(db, clientId);
  const row = await scope
    .updateTable('password_resets as r')
    .set({ used_at: now })
    .from('users as u')
    .whereRef('u.id', '=', 'r.user_id')
    .where(scope.owns('u'))
    .where('u.role', '=', role)
    .where('u.deleted_at', 'is', null)
    .where('u.status', '!=', 'disabled')
    .where('r.token_hash', '=', tokenHash)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', now)
    .returning('r.user_id')
    .executeTakeFirst();
  return row?.user_id;
}
