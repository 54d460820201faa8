// Sending and checking the e-mailed one-time codes of sign-up and password reset, with the
// per-address limits: one code a minute per e-mail and purpose, ten an hour per e-mail.
import type { components } from '@generated/schema';
import {
  checkOtp,
  issueOtp,
  OTP_MAX_TRIES,
  OTP_MESSAGES,
  OTP_TTL_MS,
  type OtpPurpose,
  type OtpTarget,
} from '../credentials/otp.ts';
import { badRequest, limitOver } from '../errors/errors.ts';
import { otpMail } from '../mail/templates.ts';
import { requestBrand } from '../board-settings/index.ts';
import { normalizeEmail, type AccountsEnv } from '../users/index.ts';
import { otpTriesSpent } from './otp-repo.ts';
import { LIMIT_RULES } from '../rate-limit/rules.ts';
import { serialized } from './serialize.ts';

export type OtpSent = components['schemas']['AuthOtpSent'];
export type CodeKind = 'verify' | 'reset';

const PURPOSE: Record<CodeKind, OtpPurpose> = { verify: 'verify_email', reset: 'reset_password' };

const CODE_COOLDOWN_SECONDS = LIMIT_RULES.codeCooldown.durationSeconds;

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

function targetOf(env: AccountsEnv, email: string, kind: CodeKind, userId: string | null = null): OtpTarget {
  return { clientId: env.tenant.id, email: normalizeEmail(email), purpose: PURPOSE[kind], userId };
}

const cooldownKey = (env: AccountsEnv, email: string, kind: CodeKind) =>
  `${env.tenant.id}|${PURPOSE[kind]}|${normalizeEmail(email)}`;
const hourlyKey = (env: AccountsEnv, email: string) => `${env.tenant.id}|${normalizeEmail(email)}`;

/** Whether a code of this kind may be sent to the e-mail now (the minute since the last one is over). */
export async function codeDue(env: AccountsEnv, email: string, kind: CodeKind): Promise<boolean> {
  return (await env.limits.codeCooldown.retryAfter(cooldownKey(env, email, kind))) === 0;
}

/**
 * Issues a new code (the older one stops working) and counts it against the e-mail's limits.
 * `cooldown: false` is for registration, where a corrected re-submission must get a fresh code.
 */
export async function issueCode(
  env: AccountsEnv,
  opts: { email: string; kind: CodeKind; userId: string | null; cooldown: boolean },
): Promise<{ code: string; sent: OtpSent }> {
  const cooldown = cooldownKey(env, opts.email, opts.kind);
  // Taking the minute's one code is the check: of two requests at once, on whichever processes,
  // one gets it.
  if (opts.cooldown)
    await env.limits.codeCooldown.take(cooldown, 'Please wait a minute before asking for another code');
  await env.limits.codesPerHour.take(
    hourlyKey(env, opts.email),
    'Too many codes were sent to this e-mail, please try again later',
  );
  // Without the cooldown the code goes out at once, and the minute starts again from it.
  if (!opts.cooldown) await env.limits.codeCooldown.restart(cooldown);
  const now = env.now();
  const code = await issueOtp(env.db, env.secret, targetOf(env, opts.email, opts.kind, opts.userId), now);
  return {
    code,
    sent: {
      email: maskEmail(opts.email),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      resendAfterSeconds: CODE_COOLDOWN_SECONDS,
    },
  };
}

export async function mailCode(
  env: AccountsEnv,
  to: { email: string; name: string },
  code: string,
  kind: CodeKind,
): Promise<void> {
  const brand = await requestBrand(env);
  await env.mailer.send({
    ...otpMail(brand, to.name, code, kind),
    to: to.email,
    kind: `otp_${PURPOSE[kind]}`,
    clientId: env.tenant.id,
    fromName: brand.name,
  });
}

/**
 * Checks a code. Wrong, expired or missing codes and the try that spends the fifth chance answer
 * 400; a code already out of tries answers 429 until a new one is asked for.
 */
export async function checkCode(env: AccountsEnv, email: string, kind: CodeKind, code: string): Promise<void> {
  const target = targetOf(env, email, kind);
  const result = await serialized(`otp|${cooldownKey(env, email, kind)}`, async () => {
    const spentBefore = await otpTriesSpent(env.db, target);
    return { spentBefore, result: await checkOtp(env.db, env.secret, target, code, env.now()) };
  });
  if (result.result === 'ok') return;
  if (result.result === 'exhausted' && result.spentBefore >= OTP_MAX_TRIES)
    throw limitOver(await env.limits.codeCooldown.retryAfter(cooldownKey(env, email, kind)), OTP_MESSAGES.exhausted);
  throw badRequest(OTP_MESSAGES[result.result]);
}
