// Checking a second factor for a user: a current authenticator code (its time step spent, so it
// cannot be replayed) or, where allowed, an unused recovery code (used up). Every wrong one counts
// against the user's twoFactorFailures limit, which refuses further tries for 15 minutes.
import { fieldError, notFound } from '../errors/errors.ts';
import { decryptSecret, digestOf } from './crypto.ts';
import { failuresKey, type TwoFactorEnv } from './env.ts';
import { normalizeRecoveryCode } from './recovery-codes.ts';
import { findSecret, spendStep, useRecoveryCode, type Owner } from './repo.ts';
import { stepOf } from './totp.ts';

export type SecondFactorInput = { code?: string; recoveryCode?: string };

export const MESSAGES = {
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  replay: 'This code was already used; wait for the next one in your authenticator app.',
  wrongRecovery: 'That recovery code is not right or was already used.',
  missing: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  off: 'Two-factor sign-in is not on for this account.',
  limited: 'Too many wrong codes, please try again later',
} as const;

/** Spends a current code of the user's secret; throws 400 naming body.code when it is wrong or used. */
export async function spendCode(env: TwoFactorEnv, o: Owner, secretEnc: string, code: string): Promise<void> {
  const step = stepOf(decryptSecret(env.secret, secretEnc), code, env.now());
  if (step === null) throw fieldError('code', MESSAGES.wrongCode);
  if (!(await spendStep(env.db, o, step))) throw fieldError('code', MESSAGES.replay);
}

/** Checks the code or recovery code; answers which of the two it was. */
export async function checkSecondFactor(
  env: TwoFactorEnv,
  o: Owner,
  input: SecondFactorInput,
  opts: { recovery: boolean },
): Promise<'code' | 'recovery'> {
  const useRecovery = !input.code && Boolean(input.recoveryCode) && opts.recovery;
  if (!input.code && !useRecovery) throw fieldError('code', MESSAGES.missing);
  const key = failuresKey(o);
  await env.limits.twoFactorFailures.assertFree(key, MESSAGES.limited);
  const secret = await findSecret(env.db, o);
  if (!secret?.confirmed_at) throw notFound(MESSAGES.off);
  try {
    if (input.code) await spendCode(env, o, secret.secret_enc, input.code);
    else {
      const hash = digestOf(env.secret, 'recovery', normalizeRecoveryCode(input.recoveryCode ?? ''));
      if (!(await useRecoveryCode(env.db, o, hash, env.now())))
        throw fieldError('recoveryCode', MESSAGES.wrongRecovery);
    }
  } catch (err) {
    await env.limits.twoFactorFailures.record(key);
    throw err;
  }
  return input.code ? 'code' : 'recovery';
}
