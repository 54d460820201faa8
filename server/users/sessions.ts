// Starting a session: its row, the token that names it, and the account's last activity.
import type { Db } from '../db/database.ts';
import { signToken, TOKEN_TTL_SECONDS } from '../credentials/tokens.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { insertSession, noteSignIn } from './sessions-repo.ts';

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
  const id = await insertSession(db, user.clientId, user.id, expiresAt);
  const { token } = await signToken(secret, { sub: user.id, sid: id, cid: user.clientId }, now);
  await noteSignIn(db, user.id, now, user.locale);
  return { token, expiresAt, sessionId: id };
}
