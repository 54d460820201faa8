// Forgotten passwords: a code by e-mail, exchanged for a one-use reset ticket (15 minutes), which
// sets the new password and ends every session. The answers never tell whether an account
// exists: without one, a code is still issued (and never delivered), so checking a guessed code
// fails the same way either way. An invited team member accepts the invitation through this same
// flow; setting the password through the e-mailed code verifies the address.
import { createHash, randomBytes } from 'node:crypto';
import type { components } from '@generated/schema';
import { OTP_MESSAGES } from '../credentials/otp.ts';
import { hashPassword } from '../credentials/passwords.ts';
import { badRequest } from '../errors/errors.ts';
import { passwordChangedMail } from '../mail/templates.ts';
import { requestBrand } from '../board-settings/index.ts';
import { checkCode, issueCode, mailCode, type OtpSent } from './codes.ts';
import {
  accountKeyOf,
  addressOf,
  type AccountsEnv,
  revokeAllSessions,
  findUserByEmail,
  findUserById,
  updateUser,
  type AccountRole,
  type UserRow,
} from '../users/index.ts';
import { consumeResetTicket, createResetTicket } from './resets-repo.ts';

export type ResetTicket = components['schemas']['AuthResetTicket'];

export const RESET_TICKET_TTL_MS = 15 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const canReset = (user: UserRow | undefined): user is UserRow => user !== undefined && user.status !== 'disabled';

export async function requestPasswordReset(env: AccountsEnv, role: AccountRole, email: string): Promise<OtpSent> {
  await env.limits.codeSends.take(addressOf(env));
  const user = await findUserByEmail(env.db, env.tenant.id, role, email);
  const eligible = canReset(user) ? user : undefined;
  const { code, sent } = await issueCode(env, { email, kind: 'reset', userId: eligible?.id ?? null, cooldown: true });
  if (eligible) await mailCode(env, { email: eligible.email, name: eligible.first_name }, code, 'reset');
  return sent;
}

export async function verifyResetCode(
  env: AccountsEnv,
  role: AccountRole,
  input: { email: string; otp: string },
): Promise<ResetTicket> {
  await env.limits.codeChecks.take(addressOf(env));
  await checkCode(env, input.email, 'reset', input.otp);
  const user = await findUserByEmail(env.db, env.tenant.id, role, input.email);
  // Reached only by guessing the never-sent code of an address without an account.
  if (!canReset(user)) throw badRequest(OTP_MESSAGES.wrong);
  const now = env.now();
  const resetToken = `rst_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + RESET_TICKET_TTL_MS);
  await createResetTicket(
    env.db,
    { clientId: env.tenant.id, userId: user.id, tokenHash: digest(resetToken), expiresAt },
    now,
  );
  return { resetToken, expiresAt: expiresAt.toISOString() };
}

export async function resetPassword(
  env: AccountsEnv,
  role: AccountRole,
  input: { resetToken: string; password: string },
): Promise<void> {
  await env.limits.resets.take(addressOf(env));
  const passwordHash = await hashPassword(input.password);
  const now = env.now();
  const user = await env.db.transaction().execute(async (trx) => {
    const userId = await consumeResetTicket(trx, env.tenant.id, role, digest(input.resetToken), now);
    const found = userId ? await findUserById(trx, env.tenant.id, userId) : undefined;
    if (!found) throw badRequest('This reset link has expired or was already used, please start again');
    const verify = found.status === 'unverified' ? { status: 'active' as const, email_verified_at: now } : {};
    await updateUser(trx, env.tenant.id, found.id, { password_hash: passwordHash, ...verify }, now);
    await revokeAllSessions(trx, found.id, now);
    return found;
  });
  await env.limits.loginFailures.reset(accountKeyOf(env, role, user.email));
  const brand = await requestBrand(env);
  await env.mailer.send({
    ...passwordChangedMail(brand, user.first_name),
    to: user.email,
    kind: 'password_changed',
    clientId: env.tenant.id,
    fromName: brand.name,
  });
}
