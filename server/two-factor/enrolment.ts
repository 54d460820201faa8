// Turning two-factor sign-in on and off for the signed-in user, and their recovery codes. The
// secret is answered once, while the enrolment waits for its first code; after that only codes
// made from it are ever seen again.
import type { components } from '@generated/schema';
import { verifyPassword } from '../credentials/passwords.ts';
import { senderNameOf } from '../board-settings/index.ts';
import { findUserById } from '../users/index.ts';
import { alreadyExists, fieldError, notFound } from '../errors/errors.ts';
import { digestOf, encryptSecret } from './crypto.ts';
import { ownerOf, type TwoFactorEnv } from './env.ts';
import { newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts';
import {
  findSecret,
  markConfirmed,
  recoveryCodesLeft,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  type Owner,
} from './repo.ts';
import { checkSecondFactor, MESSAGES, spendCode, type SecondFactorInput } from './second-factor.ts';
import { newSecret, otpauthUri, qrDataUrl } from './totp.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { forgetDevices, listDevices } from './devices-repo.ts';
import { isRequiredOf } from './requirement.ts';
import { tellAccountHolder } from './notice-mail.ts';

type Status = components['schemas']['TwoFactorStatus'];
type Enrolment = components['schemas']['TwoFactorEnrolment'];
type RecoveryCodes = components['schemas']['TwoFactorRecoveryCodes'];

async function accountOf(env: TwoFactorEnv, userId: string) {
  const row = await findUserById(env.db, env.tenant.id, userId);
  if (!row) throw notFound();
  return row;
}

export async function twoFactorStatus(env: TwoFactorEnv, userId: string): Promise<Status> {
  const o = ownerOf(env, userId);
  const [row, secret, browsers] = await Promise.all([
    accountOf(env, userId),
    findSecret(env.db, o),
    listDevices(env.db, o, env.now()),
  ]);
  const enabled = Boolean(secret?.confirmed_at);
  return {
    enabled,
    pending: Boolean(secret && !secret.confirmed_at),
    enabledAt: secret?.confirmed_at ? new Date(secret.confirmed_at).toISOString() : null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(env.db, o) : 0,
    passwordRequired: Boolean(row.password_hash),
    available: featureAllowed(env.tenant, 'two_factor_auth'),
    required: isRequiredOf(env.tenant, row),
    rememberedBrowsers: browsers.map((b) => ({
      id: b.id,
      label: b.label,
      createdAt: new Date(b.created_at).toISOString(),
      lastUsedAt: new Date(b.last_used_at).toISOString(),
      expiresAt: new Date(b.expires_at).toISOString(),
    })),
  };
}

/** Forgets every browser the user trusted on this board: their next sign-in asks for a code everywhere. */
export async function forgetBrowsers(env: TwoFactorEnv, userId: string): Promise<Status> {
  await forgetDevices(env.db, ownerOf(env, userId));
  return twoFactorStatus(env, userId);
}

export async function startEnrolment(env: TwoFactorEnv, userId: string): Promise<Enrolment> {
  const o = ownerOf(env, userId);
  const row = await accountOf(env, userId);
  if ((await findSecret(env.db, o))?.confirmed_at) throw alreadyExists('Two-factor sign-in is already on');
  const secret = newSecret();
  await savePendingSecret(env.db, o, encryptSecret(env.secret, secret), env.now());
  const uri = otpauthUri(secret, senderNameOf(env.tenant), row.email);
  return { secret, otpauthUri: uri, qrCode: await qrDataUrl(uri) };
}

async function issueRecoveryCodes(env: TwoFactorEnv, o: Owner): Promise<RecoveryCodes> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    env.db,
    o,
    codes.map((c) => digestOf(env.secret, 'recovery', normalizeRecoveryCode(c))),
  );
  return { recoveryCodes: codes };
}

export async function confirmEnrolment(env: TwoFactorEnv, userId: string, code: string): Promise<RecoveryCodes> {
  const o = ownerOf(env, userId);
  const secret = await findSecret(env.db, o);
  if (!secret) throw notFound('Start turning on two-factor sign-in first');
  if (secret.confirmed_at) throw alreadyExists('Two-factor sign-in is already on');
  await spendCode(env, o, secret.secret_enc, code);
  if (!(await markConfirmed(env.db, o, env.now()))) throw alreadyExists('Two-factor sign-in is already on');
  const codes = await issueRecoveryCodes(env, o);
  await tellAccountHolder(env, userId, { kind: 'turned_on' });
  return codes;
}

export async function regenerateRecoveryCodes(env: TwoFactorEnv, userId: string, code: string): Promise<RecoveryCodes> {
  const o = ownerOf(env, userId);
  await checkSecondFactor(env, o, { code }, { recovery: false });
  return issueRecoveryCodes(env, o);
}

export async function disableTwoFactor(
  env: TwoFactorEnv,
  userId: string,
  input: SecondFactorInput & { password?: string },
): Promise<Status> {
  const o = ownerOf(env, userId);
  const row = await accountOf(env, userId);
  if (!(await findSecret(env.db, o))?.confirmed_at) throw notFound(MESSAGES.off);
  if (row.password_hash) {
    // The same count as a wrong current password elsewhere (server/auth/account.ts).
    const key = `${env.tenant.id}|${row.id}`;
    await env.limits.passwordFailures.assertFree(key, 'Too many wrong passwords, please try again later');
    if (!input.password) throw fieldError('password', 'Enter your password');
    if (!(await verifyPassword(row.password_hash, input.password))) {
      await env.limits.passwordFailures.record(key);
      throw fieldError('password', 'Your password is not right');
    }
  }
  await checkSecondFactor(env, o, input, { recovery: true });
  await env.db.transaction().execute((trx) => removeTwoFactor(trx, o));
  await tellAccountHolder(env, userId, { kind: 'turned_off' });
  return twoFactorStatus(env, userId);
}
