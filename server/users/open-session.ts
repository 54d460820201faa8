// The session a sign-in returns (e-mail and password, a code, a second factor, Google or LinkedIn):
// its row and token, with the account as the app sees it.
import type { components } from '@generated/schema';
import type { AccountsEnv } from './env.ts';
import { startSession } from './sessions.ts';
import { findUserById } from './users-repo.ts';
import { authUserView } from './views.ts';

export type AuthSession = components['schemas']['AuthSession'];

export async function openSession(env: AccountsEnv, userId: string): Promise<AuthSession> {
  const { token, expiresAt } = await startSession(
    env.db,
    env.secret,
    { id: userId, clientId: env.tenant.id, locale: env.locale },
    env.now(),
  );
  const user = await findUserById(env.db, env.tenant.id, userId);
  if (!user) throw new Error('a session was opened for an account that is gone');
  return { token, expiresAt: expiresAt.toISOString(), user: authUserView(user) };
}
