// Trading a login's challenge and a second factor for the session the login would have answered.
// The challenge is looked up on the request's board only, so one made on another board is unknown.
import { openSession, type AuthSession, addressOf, findUserById } from '../users/index.ts';
import { fieldError } from '../errors/errors.ts';
import { CHALLENGE_MAX_TRIES } from './challenge.ts';
import { digestOf } from './crypto.ts';
import { ownerOf, type TwoFactorEnv } from './env.ts';
import { rememberBrowser } from './remembered-devices.ts';
import { findChallenge, recoveryCodesLeft, spendChallengeTry, useChallenge } from './repo.ts';
import { tellAccountHolder } from './notice-mail.ts';
import { checkSecondFactor, type SecondFactorInput } from './second-factor.ts';

const EXPIRED = 'This sign-in has expired, please log in again';

export type BrowserOf = { userAgent: string | undefined; secure: boolean };

/** The session, and the Set-Cookie value of a remembered browser when the user asked to be remembered. */
export async function completeSignIn(
  env: TwoFactorEnv,
  input: SecondFactorInput & { challenge: string; rememberDevice?: boolean },
  browser: BrowserOf,
): Promise<{ session: AuthSession; cookie: string | null }> {
  await env.limits.codeChecks.take(addressOf(env), 'Too many attempts, please try again later');
  const found = await findChallenge(env.db, env.tenant.id, digestOf(env.secret, 'challenge', input.challenge));
  const live = found && !found.used_at && new Date(found.expires_at).getTime() > env.now().getTime();
  // Spending the try first, in one statement, holds the five tries against parallel guesses.
  if (!found || !live || !(await spendChallengeTry(env.db, env.tenant.id, found.id, CHALLENGE_MAX_TRIES)))
    throw fieldError('challenge', EXPIRED);
  const used = await checkSecondFactor(env, ownerOf(env, found.user_id), input, { recovery: true });
  const user = await findUserById(env.db, env.tenant.id, found.user_id);
  if (!user || user.status !== 'active' || !(await useChallenge(env.db, env.tenant.id, found.id, env.now())))
    throw fieldError('challenge', EXPIRED);
  if (used === 'recovery')
    await tellAccountHolder(env, user.id, {
      kind: 'recovery_code_used',
      codesLeft: await recoveryCodesLeft(env.db, ownerOf(env, user.id)),
    });
  const cookie = input.rememberDevice ? await rememberBrowser(env, user.id, browser) : null;
  return { session: await openSession(env, user.id), cookie };
}
