// The one-use OpenID Connect states of LinkedIn sign-ins: the shared table code (../oidc/states-repo.ts)
// under the provider name `linkedin`.
import type { Db } from '../../db/database.ts';
import { consumeProviderState, saveProviderState, type NewState, type StateRow } from '../oidc/states-repo.ts';

export { STATE_TTL_MS, type StateRow } from '../oidc/states-repo.ts';

export const PROVIDER = 'linkedin';

export type LinkedInIntent = 'login' | 'register';

export function saveState(db: Db, row: NewState & { intent: LinkedInIntent }, now: Date): Promise<void> {
  return saveProviderState(db, PROVIDER, row, now);
}

/** The board's live LinkedIn state, spent in one statement (../oidc/states-repo.ts). */
export function consumeState(db: Db, clientId: string, state: string, now: Date): Promise<StateRow | undefined> {
  return consumeProviderState(db, PROVIDER, clientId, state, now);
}
