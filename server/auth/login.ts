// Signing in with e-mail and password, and the session a sign-in returns.
import { verifyPassword } from '../credentials/passwords.ts';
import { badRequest, notVerified } from '../errors/errors.ts';
import { codeDue, issueCode, mailCode } from './codes.ts';
import {
  accountKeyOf,
  addressOf,
  type AccountsEnv,
  openSession,
  type AuthSession,
  findUserByEmail,
  type AccountRole,
  type UserRow,
} from '../users/index.ts';
import { requireSecondFactor } from '../two-factor/index.ts';

const WRONG_CREDENTIALS = 'Invalid e-mail or password';

/** A registration waiting for its e-mail code: a candidate's, or an owner's (never an invited member's). */
export const isPendingRegistration = (user: UserRow) =>
  user.status === 'unverified' && (user.role === 'candidate' || user.employer_kind === 1);

/**
 * Wrong e-mail, wrong password, a deleted or disabled account and an invited member without a
 * password all answer the same 400. A right password on an unverified registration answers 422
 * and e-mails a new code, unless one went out within the minute (that one still works).
 */
export async function login(
  env: AccountsEnv,
  role: AccountRole,
  input: { email: string; password: string },
): Promise<AuthSession> {
  await env.limits.login.take(addressOf(env), 'Too many login attempts, please try again later');
  const account = accountKeyOf(env, role, input.email);
  await env.limits.loginFailures.assertFree(account, 'Too many failed logins, please try again later');
  // A company's admin signs in through the employer login: the contract has no login of its own
  // for admins, who then act for accounts with the admin header.
  const user =
    (await findUserByEmail(env.db, env.tenant.id, role, input.email)) ??
    (role === 'employer' ? await findUserByEmail(env.db, env.tenant.id, 'admin', input.email) : undefined);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk || user.status === 'disabled') {
    await env.limits.loginFailures.record(account);
    throw badRequest(WRONG_CREDENTIALS);
  }
  if (user.status === 'unverified') {
    if (isPendingRegistration(user) && (await codeDue(env, user.email, 'verify'))) {
      const { code } = await issueCode(env, { email: user.email, kind: 'verify', userId: user.id, cooldown: true });
      await mailCode(env, { email: user.email, name: user.first_name }, code, 'verify');
    }
    throw notVerified('Please verify your e-mail address first; we have sent a code to it');
  }
  await env.limits.loginFailures.reset(account);
  // A user with two-factor sign-in on gets a challenge (a 403) instead of the session.
  await requireSecondFactor(env, user.id);
  return openSession(env, user.id);
}
