// Sessions: a row per sign-in, named by the token; revoking the row ends the token at once.
import type { Db } from '../db/database.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';

export async function insertSession(db: Db, clientId: string, userId: string, expiresAt: Date): Promise<string> {
  const { id } = await scopedTo(db, clientId)
    .insertInto('sessions', { user_id: userId, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The account was active now; a language given becomes the one the board writes to it in. */
export async function noteSignIn(db: Db, userId: string, now: Date, locale?: string): Promise<void> {
  // The account's id is unique across every board and names its one row: no board is passed.
  await acrossTenants(db)
    .updateTable('users')
    .set({ last_active_at: now, ...(locale ? { locale } : {}) })
    .where('id', '=', userId)
    .execute();
}

// A session's or an account's id is unique across every board: the revocations below name their
// rows by it alone, and no board is passed.
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await acrossTenants(db)
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await acrossTenants(db)
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the account but the one named (the caller's, after a password change). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  now = new Date(),
): Promise<void> {
  let q = acrossTenants(db)
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  // An admin acting for the account carries the admin's own session id, which is not one of these.
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}
