// The one-use OpenID Connect states of sign-ins with another account (oauth_states): issued by a
// start with the nonce and PKCE verifier the callback needs, valid 10 minutes, scoped to the board
// and to the provider that issued them.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OauthStatesTable } from '../../db/tables-candidate-profile.ts';
import { scopedTo } from '../../db/tenant-scope.ts';

export const STATE_TTL_MS = 10 * 60 * 1000;
/** Spent and expired states are kept a day for support questions, then dropped. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export type StateRow = Selectable<OauthStatesTable>;

export type NewState = {
  clientId: string;
  state: string;
  /** Why the user came (the provider's own words, such as `login` or `employer:register`). */
  intent: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  expiresAt: Date;
};

export async function saveProviderState(db: Db, provider: string, row: NewState, now: Date): Promise<void> {
  const board = scopedTo(db, row.clientId);
  await board
    .deleteFrom('oauth_states')
    .where('expires_at', '<', new Date(now.getTime() - KEEP_MS))
    .execute();
  await board
    .insertInto('oauth_states', {
      state: row.state,
      provider,
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
 * Marks the board's live state of the provider used and returns it, in one statement: of two
 * callbacks racing with the same state only one gets the row. Unknown, spent, expired, another
 * provider's and another board's states all give undefined (and stay unspent).
 */
export async function consumeProviderState(
  db: Db,
  provider: string,
  clientId: string,
  state: string,
  now: Date,
): Promise<StateRow | undefined> {
  return scopedTo(db, clientId)
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}
