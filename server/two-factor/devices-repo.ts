// Remembered browsers' rows (migration 0058-two-factor-devices): one per trusted browser of a user
// on a board, found by the digest of its cookie's token.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { Owner } from './repo.ts';

export async function insertDevice(
  db: Db,
  o: Owner,
  device: { tokenHash: string; label: string; expiresAt: Date; now: Date },
): Promise<void> {
  await scopedTo(db, o.clientId)
    .insertInto('two_factor_devices', {
      user_id: o.userId,
      token_hash: device.tokenHash,
      label: device.label,
      expires_at: device.expiresAt,
      last_used_at: device.now,
      created_at: device.now,
    })
    .execute();
}

/** Marks the user's browser of this digest used now; false when it is unknown, another user's or expired. */
export async function useDevice(db: Db, o: Owner, tokenHash: string, now: Date): Promise<boolean> {
  const row = await scopedTo(db, o.clientId)
    .updateTable('two_factor_devices')
    .set({ last_used_at: now })
    .where('user_id', '=', o.userId)
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function listDevices(db: Db, o: Owner, now: Date) {
  return scopedTo(db, o.clientId)
    .selectFrom('two_factor_devices')
    .select(['id', 'label', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', o.userId)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .execute();
}

/** Forgets every remembered browser of the user; answers how many were live or not. */
export async function forgetDevices(db: Db, o: Owner): Promise<number> {
  const res = await scopedTo(db, o.clientId)
    .deleteFrom('two_factor_devices')
    .where('user_id', '=', o.userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Expired rows of a board go when a new browser is remembered there, as old challenges do. */
export async function deleteExpiredDevices(db: Db, clientId: string, now: Date): Promise<void> {
  await scopedTo(db, clientId).deleteFrom('two_factor_devices').where('expires_at', '<=', now).execute();
}
