// The login's second step: a user with two-factor sign-in on gets a challenge (five minutes, five
// tries, one use) in a 403 instead of a session. The login's answer for everyone else is as the
// specification has it; the web app recognises `data.twoFactor` (docs/two-factor.md, The wire).
import { randomBytes } from 'node:crypto';
import { AppError } from '../errors/errors.ts';
import { digestOf } from './crypto.ts';
import { ownerOf, type TwoFactorEnv } from './env.ts';
import { isRememberedBrowser } from './remembered-devices.ts';
import { deleteOldChallenges, findSecret, insertChallenge } from './repo.ts';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_TRIES = 5;
const DAY_MS = 86_400_000;

export const SECOND_STEP_MESSAGE = 'Enter the 6-digit code from your authenticator app';

/**
 * Throws the 403 with a new challenge when the user has two-factor sign-in on, unless the request
 * comes from a browser they trusted; returns otherwise.
 */
export async function requireSecondFactor(env: TwoFactorEnv, userId: string): Promise<void> {
  const o = ownerOf(env, userId);
  if (!(await findSecret(env.db, o))?.confirmed_at) return;
  if (await isRememberedBrowser(env, userId)) return;
  const now = env.now();
  const challenge = `tfc_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await deleteOldChallenges(env.db, env.tenant.id, new Date(now.getTime() - DAY_MS));
  await insertChallenge(env.db, o, digestOf(env.secret, 'challenge', challenge), expiresAt);
  throw new AppError(403, 'ERROR', SECOND_STEP_MESSAGE, {
    twoFactor: { challenge, expiresAt: expiresAt.toISOString() },
  });
}
