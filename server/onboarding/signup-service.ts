// A new client's signup: create it in onboarding with its first administrator (an employer of
// kind 1, as the contract's verify-client says, so that the employer login works for them later),
// verify the e-mailed code to activate it, send a new code, or correct the e-mail before
// verification. Signup calls may come from the platform's own host or from the new client's host;
// on another client's host a signup does not exist.
import { SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { translatorFor } from '../i18n/translator.ts';
import type { components } from '@generated/schema';
import { startSession } from '../users/index.ts';
import { checkOtp, OTP_MESSAGES } from '../credentials/otp.ts';
import { hashPassword, verifyPassword } from '../credentials/passwords.ts';
import type { RequestContext } from '../http/context.ts';
import { alreadyExists, badRequest, limitOver, notFound } from '../errors/errors.ts';
import { slugify } from '../master/geo.ts';
import { welcomeMail } from '../mail/templates.ts';
import { loadClientView } from './client-view.ts';
import { countryHasZone } from './countries.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { isReservedSubdomain, platformHost, siteOrigin, baseDomain } from './platform.ts';
import {
  CODES_PER_HOUR,
  DEFAULT_BRAND_COLOR,
  RESEND_AFTER_SECONDS,
  sendSignupCode,
  type OtpSent,
} from './signup-mail.ts';
import { platformCredit } from '../white-label/index.ts';
import {
  activateSignup,
  changeSignupEmail,
  deleteClient,
  findSignupByEmail,
  insertSignup,
  isSubdomainTaken,
  primaryHostOf,
  recentSignupCodes,
  type Signup,
} from './signups-repo.ts';

type Schemas = components['schemas'];

export const TRIAL_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const SUBDOMAIN_TAKEN = 'This subdomain is already taken, please choose another';
const EMAIL_TAKEN = 'This e-mail already administers a job board';
const NO_SIGNUP = 'There is no pending signup with this e-mail';

function splitName(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * The signup of an e-mail, as this host may see it: another client's host never sees it. The
 * platform's own host (where /onboarding runs) sees every signup, even when a board serves it too.
 */
async function signupFor(ctx: RequestContext, email: string): Promise<Signup | undefined> {
  const signup = await findSignupByEmail(ctx.db, email);
  const onPlatformHost = ctx.tenant?.host === baseDomain(ctx.config);
  if (!signup || (ctx.tenant && !onPlatformHost && ctx.tenant.id !== signup.clientId)) return undefined;
  return signup;
}

/** One code a minute and five an hour per signup, whichever e-mail they went to. */
async function checkSendLimit(ctx: RequestContext, clientId: string, now: Date): Promise<void> {
  const sent = await recentSignupCodes(ctx.db, clientId, new Date(now.getTime() - HOUR_MS));
  const newest = sent[0];
  if (newest) {
    const wait = Math.ceil((newest.getTime() + RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000);
    if (wait > 0) throw limitOver(wait, `Please wait ${wait} seconds before asking for a new code`);
  }
  const oldest = sent[sent.length - 1];
  if (oldest && sent.length >= CODES_PER_HOUR)
    throw limitOver(Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000)));
}

async function sendCode(ctx: RequestContext, signup: Signup, email: string, now: Date): Promise<OtpSent> {
  const host = (await primaryHostOf(ctx.db, signup.clientId)) ?? '';
  return sendSignupCode(
    ctx,
    {
      clientId: signup.clientId,
      userId: signup.userId,
      email,
      firstName: signup.firstName,
      companyName: signup.companyName ?? signup.clientName,
      host,
    },
    now,
  );
}

export async function createClient(
  ctx: RequestContext,
  input: Schemas['ClientCreateInput'],
  ip: string,
): Promise<Schemas['ClientCreated']> {
  await ctx.rateLimits.limits.signups.take(ip);
  const subdomain = input.subdomain.toLowerCase();
  if (isReservedSubdomain(subdomain)) throw alreadyExists(SUBDOMAIN_TAKEN);
  if (!countryHasZone(input.countryCode, input.timezone))
    throw badRequest('The time zone is not one of the chosen country', {
      fields: [{ field: 'body.timezone', message: 'is not a time zone of the chosen country' }],
    });
  const host = platformHost(ctx.config, subdomain);
  const { firstName, lastName } = splitName(input.adminName);
  const passwordHash = await hashPassword(input.password);
  const companyName = input.companyName.trim();

  let created: { clientId: string; userId: string };
  try {
    created = await ctx.db.transaction().execute(async (trx) => {
      const existing = await findSignupByEmail(trx, input.email);
      if (existing?.verifiedAt) throw alreadyExists(EMAIL_TAKEN);
      // Signing up again with the e-mail of an unverified signup starts over: the abandoned
      // client holds nothing yet, and keeping it would hold its subdomain forever.
      if (existing) await deleteClient(trx, existing.clientId);
      if (await isSubdomainTaken(trx, subdomain, host)) throw alreadyExists(SUBDOMAIN_TAKEN);
      return insertSignup(trx, {
        companyName,
        companySlug: slugify(companyName) || subdomain,
        subdomain,
        host,
        countryCode: input.countryCode,
        timezone: input.timezone,
        email: input.email,
        passwordHash,
        firstName,
        lastName,
        tracking: input.tracking ?? {},
        ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(SUBDOMAIN_TAKEN);
    throw error;
  }

  const otp = await sendSignupCode(ctx, { ...created, email: input.email, firstName, companyName, host });
  return { client: await loadClientView(ctx.db, created.clientId), otp };
}

export async function verifyClient(
  ctx: RequestContext,
  input: Schemas['ClientVerifyInput'],
  ip: string,
): Promise<Schemas['ClientSession']> {
  await ctx.rateLimits.limits.signupChecks.take(ip);
  const signup = await signupFor(ctx, input.email);
  if (!signup) throw notFound(NO_SIGNUP);
  if (signup.verifiedAt) throw alreadyExists('This site is already verified, please log in');

  const result = await checkOtp(
    ctx.db,
    ctx.secret,
    { clientId: signup.clientId, email: signup.email, purpose: 'client_verify' },
    input.otp,
  );
  if (result === 'exhausted') throw limitOver(RESEND_AFTER_SECONDS, OTP_MESSAGES.exhausted);
  if (result !== 'ok') throw badRequest(OTP_MESSAGES[result]);

  const now = new Date();
  await ctx.db
    .transaction()
    .execute((trx) => activateSignup(trx, signup, now, new Date(now.getTime() + TRIAL_DAYS * DAY_MS)));
  const session = await startSession(ctx.db, ctx.secret, { id: signup.userId, clientId: signup.clientId }, now);
  const client = await loadClientView(ctx.db, signup.clientId);
  const origin = siteOrigin(ctx.config, client.primaryHost);
  const companyName = signup.companyName ?? signup.clientName;

  await ctx.mailer.send({
    ...welcomeMail(
      {
        name: companyName,
        color: DEFAULT_BRAND_COLOR,
        origin,
        poweredBy: platformCredit(ctx.config),
        // A new board speaks English until its admin offers another language.
        tr: await translatorFor(SOURCE_LOCALE),
        boardLocale: SOURCE_LOCALE,
      },
      signup.firstName,
      'employer',
    ),
    to: signup.email,
    kind: 'welcome',
    clientId: signup.clientId,
    fromName: companyName,
  });

  return {
    client,
    session: {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: {
        _id: signup.userId,
        firstName: signup.firstName,
        lastName: signup.lastName,
        email: signup.email,
        role: 'employer',
        companyName,
        kind: 1,
        isProfileSetupDone: signup.profileSetupDone,
        tourDone: signup.tourDone,
      },
    },
    redirectUrl: `${origin}/employer/company-profile-setup`,
  };
}

export async function resendClientOtp(ctx: RequestContext, input: Schemas['ClientEmailInput']): Promise<OtpSent> {
  const signup = await signupFor(ctx, input.email);
  if (!signup || signup.verifiedAt) throw notFound(NO_SIGNUP);
  const now = new Date();
  await checkSendLimit(ctx, signup.clientId, now);
  return sendCode(ctx, signup, signup.email, now);
}

export async function updateClientEmail(
  ctx: RequestContext,
  input: Schemas['ClientUpdateEmailInput'],
  ip: string,
): Promise<OtpSent> {
  await ctx.rateLimits.limits.signupChecks.take(ip);
  const signup = await signupFor(ctx, input.email);
  if (!signup) throw notFound(NO_SIGNUP);
  if (signup.verifiedAt) throw alreadyExists('This site is already verified; change the e-mail in your profile');
  if (!(await verifyPassword(signup.passwordHash, input.password))) throw badRequest('The password is not correct');

  const sameAddress = input.newEmail.toLowerCase() === signup.email.toLowerCase();
  if (!sameAddress && (await findSignupByEmail(ctx.db, input.newEmail))) throw alreadyExists(EMAIL_TAKEN);
  const now = new Date();
  await checkSendLimit(ctx, signup.clientId, now);
  try {
    await ctx.db.transaction().execute((trx) => changeSignupEmail(trx, signup, input.newEmail, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(EMAIL_TAKEN);
    throw error;
  }
  return sendCode(ctx, signup, input.newEmail, now);
}
