// The one-use OpenID Connect states of LinkedIn sign-ins (oauth_states): issued by the start with
// the nonce and PKCE verifier the callback needs, valid 10 minutes, scoped to the board.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OauthStatesTable } from '../../db/tables-candidate-profile.ts';

export const PROVIDER = 'linkedin';
export const STATE_TTL_MS = 10 * 60 * 1000;
/** Spent and expired states are kept a day for support questions, then dropped. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export type LinkedInIntent = 'login' | 'register';
export type StateRow = Selectable<OauthStatesTable>;

export async function saveState(
  db: Db,
  row: {
    clientId: string;
    state: string;
    intent: LinkedInIntent;
    nonce: string;
    codeVerifier: string;
    redirectUri: string;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('oauth_states')
    .where('client_id', '=', row.clientId)
    .where('expires_at', '<', new Date(now.getTime() - KEEP_MS))
    .execute();
  await db
    .insertInto('oauth_states')
    .values({
      state: row.state,
      client_id: row.clientId,
      provider: PROVIDER,
      intent: row.intent,
      nonce: row.nonce,
      code_verifier: row.codeVerifier,
      redirect_uri: row.redirectUri,
      expires_at: row.expiresAt,
      created_at: now,
    })
    .execute();
}

/**
 * Marks the board's live state used and returns it, in one statement: of two callbacks racing
 * with the same state only one gets the row. Unknown, spent, expired and another board's states
 * all give undefined (and another board's state stays unspent).
 */
export async function consumeState(db: Db, clientId: string, state: string, now: Date): Promise<StateRow | undefined> {
  return db
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('client_id', '=', clientId)
    .where('provider', '=', PROVIDER)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}
