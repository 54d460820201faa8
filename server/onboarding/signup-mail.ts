// Sends a signup's one-time code, branded with the new client's name, and answers what the
// contract's OtpSent says about it.
import { SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { translatorFor } from '../i18n/translator.ts';
import type { components } from '@generated/schema';
import { issueOtp, OTP_TTL_MS } from '../credentials/otp.ts';
import type { AppDeps } from '../http/context.ts';
import { otpMail } from '../mail/templates.ts';
import { siteOrigin } from './platform.ts';
import { platformCredit } from '../white-label/index.ts';

export type OtpSent = components['schemas']['OtpSent'];

/** Seconds a signup waits between two codes; the contract tells the web app the same. */
export const RESEND_AFTER_SECONDS = 60;
/** Codes per signup per hour. */
export const CODES_PER_HOUR = 5;

/** The colour of a new client's mails until it picks its own in the appearance settings. */
export const DEFAULT_BRAND_COLOR = '#1d4ed8';

export type CodeTarget = {
  clientId: string;
  userId: string;
  email: string;
  firstName: string;
  companyName: string;
  host: string;
};

export async function sendSignupCode(deps: AppDeps, t: CodeTarget, now = new Date()): Promise<OtpSent> {
  const code = await issueOtp(
    deps.db,
    deps.secret,
    { clientId: t.clientId, userId: t.userId, email: t.email, purpose: 'client_verify' },
    now,
  );
  const brand = {
    name: t.companyName,
    color: DEFAULT_BRAND_COLOR,
    origin: siteOrigin(deps.config, t.host),
    poweredBy: platformCredit(deps.config),
    // A new board speaks English until its admin offers another language.
    tr: await translatorFor(SOURCE_LOCALE),
    boardLocale: SOURCE_LOCALE,
  };
  await deps.mailer.send({
    ...otpMail(brand, t.firstName, code, 'client'),
    to: t.email,
    kind: 'client_verify',
    clientId: t.clientId,
    fromName: t.companyName,
  });
  return {
    email: t.email,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
    resendAfterSeconds: RESEND_AFTER_SECONDS,
  };
}
