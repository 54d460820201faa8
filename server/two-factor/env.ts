// Who and where a two-factor call acts: the accounts' services' env (clock, limits, board) and the
// user, as the key of their rows and limits.
import type { AccountsEnv } from '../users/index.ts';
import type { Owner } from './repo.ts';

export type TwoFactorEnv = AccountsEnv;

export const ownerOf = (env: TwoFactorEnv, userId: string): Owner => ({ clientId: env.tenant.id, userId });

/** The key of a user's wrong-code count (twoFactorFailures). */
export const failuresKey = (o: Owner) => `${o.clientId}|${o.userId}`;
