// Sessions: a row per sign-in, named by the token; revoking the row ends the token at once.
import type { Db } from '../db/database.ts';
import { signToken, TOKEN_TTL_SECONDS } from '../auth/tokens.ts';
import type { Locale } from '../../shared/i18n/locales.ts';

export async function startSession(
  db: Db,
  secret: Uint8Array,
  user: {
    id: string;
    clientId: string;
    /** The request's language: the one the board writes to them in. */ locale?: Locale;
  },
  now = new Date(),
) {
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const { id } = await db
    .insertInto('sessions')
    .values({ client_id: user.clientId, user_id: user.id, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await signToken(secret, { sub: user.id, sid: id, cid: user.clientId }, now);
  await db
    .updateTable('users')
    .set({ last_active_at: now, ...(user.locale ? { locale: user.locale } : {}) })
    .where('id', '=', user.id)
    .execute();
  return { token, expiresAt, sessionId: id };
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
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
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  // An admin acting for the account carries the admin's own session id, which is not one of these.
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}
