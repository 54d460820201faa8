// Sign-up: registration (candidates; employers with their company), the e-mail code, resending
// it, correcting a mistyped e-mail, and the availability check of the registration form.
// A registration stays `unverified` without a session until its code is entered. Re-registering
// an e-mail that is still unverified replaces that registration; a verified one answers 409.
import type { components } from '@generated/schema';
import { claimGuestApplications } from '../applying/index.ts';
import type { Db } from '../db/database.ts';
import { checkRegistrationAnswers, keepRegistrationAnswers } from '../forms/index.ts';
import { hashPassword, verifyPassword } from '../credentials/passwords.ts';
import { alreadyExists, badRequest, notFound } from '../errors/errors.ts';
import { sendsEventMails } from '../mail/event-mails.ts';
import { welcomeMail } from '../mail/templates.ts';
import { boardMail } from '../mail/custom/board-mail.ts';
import { requestBrand } from '../board-settings/index.ts';
import { checkCode, issueCode, mailCode, type OtpSent } from './codes.ts';
import {
  companyNameTaken,
  insertCompany,
  renameCompany,
  accountKeyOf,
  addressOf,
  normalizeEmail,
  type AccountsEnv,
  openSession,
  type AuthSession,
  findUserByEmail,
  insertUser,
  mobileTaken,
  updateUser,
  type AccountRole,
  type UserRow,
} from '../users/index.ts';
import { isPendingRegistration } from './login.ts';
import { isUniqueViolation } from '../db/errors.ts';

type Schemas = components['schemas'];
export type CandidateRegisterInput = Schemas['CandidateRegisterInput'];
export type EmployerRegisterInput = Schemas['EmployerRegisterInput'];
export type CredentialsInput = { email?: string; countryCode?: string; mobNo?: string };

const EMAIL_TAKEN = 'An account with this e-mail already exists';
const MOBILE_TAKEN = 'An account with this mobile number already exists';
const NO_PENDING = 'There is no registration waiting for verification with this e-mail';

/** The live account holding the e-mail, when it is not a replaceable pending registration. */
async function blockingHolder(env: AccountsEnv, role: AccountRole, email: string): Promise<UserRow | undefined> {
  const holder = await findUserByEmail(env.db, env.tenant.id, role, email);
  return holder && !isPendingRegistration(holder) ? holder : undefined;
}

async function sendVerification(env: AccountsEnv, user: { id: string; email: string; name: string }): Promise<OtpSent> {
  const { code, sent } = await issueCode(env, { email: user.email, kind: 'verify', userId: user.id, cooldown: false });
  await mailCode(env, { email: user.email, name: user.name }, code, 'verify');
  return sent;
}

async function uniqueOrConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(EMAIL_TAKEN);
    throw error;
  }
}

export async function registerCandidate(env: AccountsEnv, input: CandidateRegisterInput): Promise<OtpSent> {
  await env.limits.codeSends.take(addressOf(env));
  const email = normalizeEmail(input.email);
  const mobile = { countryCode: input.countryCode, mobNo: input.mobNo };
  if (await blockingHolder(env, 'candidate', email)) throw alreadyExists(EMAIL_TAKEN);
  const pending = await findUserByEmail(env.db, env.tenant.id, 'candidate', email);
  if (await mobileTaken(env.db, env.tenant.id, 'candidate', mobile, pending?.id ?? null))
    throw alreadyExists(MOBILE_TAKEN);
  // The board's own questions are checked before anything is written: a refusal creates nothing.
  const answers = await checkRegistrationAnswers(env.db, env.tenant, 'candidate', input.values);
  const fields = {
    first_name: input.firstName,
    last_name: input.lastName,
    password_hash: await hashPassword(input.password),
    country_code: input.countryCode,
    mob_no: input.mobNo,
  };
  const now = env.now();
  const id = await uniqueOrConflict(() =>
    env.db.transaction().execute(async (trx) => {
      let userId = pending?.id;
      if (userId) await updateUser(trx, env.tenant.id, userId, fields, now);
      else userId = await insertUser(trx, { ...newAccount(env, 'candidate', email, now), ...fields });
      await keepRegistrationAnswers(trx, env.tenant.id, userId, answers);
      return userId;
    }),
  );
  return sendVerification(env, { id, email, name: input.firstName });
}

export async function registerEmployer(env: AccountsEnv, input: EmployerRegisterInput): Promise<OtpSent> {
  await env.limits.codeSends.take(addressOf(env));
  const email = normalizeEmail(input.email);
  const mobile = { countryCode: input.countryCode, mobNo: input.mobNo };
  if (await blockingHolder(env, 'employer', email)) throw alreadyExists(EMAIL_TAKEN);
  const pending = await findUserByEmail(env.db, env.tenant.id, 'employer', email);
  if (await mobileTaken(env.db, env.tenant.id, 'employer', mobile, pending?.id ?? null))
    throw alreadyExists(MOBILE_TAKEN);
  if (await companyNameTaken(env.db, env.tenant.id, input.companyName, pending?.company_id ?? null))
    throw alreadyExists('A company with this name is already registered on this site');
  // The board's own questions are checked before anything is written: a refusal creates nothing.
  const answers = await checkRegistrationAnswers(env.db, env.tenant, 'employer', input.values);
  const fields = {
    first_name: input.firstName,
    last_name: input.lastName,
    password_hash: await hashPassword(input.password),
    country_code: input.countryCode,
    mob_no: input.mobNo,
    designation: input.designation ?? null,
  };
  const company = { name: input.companyName, website: input.companyWebsite ?? null };
  const now = env.now();
  const id = await uniqueOrConflict(() =>
    env.db.transaction().execute(async (trx) => {
      const userId = await writeEmployer(trx, env, { pending, email, fields, company, now });
      await keepRegistrationAnswers(trx, env.tenant.id, userId, answers);
      return userId;
    }),
  );
  return sendVerification(env, { id, email, name: input.firstName });
}

type EmployerWrite = {
  pending: UserRow | undefined;
  email: string;
  fields: {
    first_name: string;
    last_name: string;
    password_hash: string;
    country_code: string;
    mob_no: string;
    designation: string | null;
  };
  company: { name: string; website: string | null };
  now: Date;
};

/** The employer's account and company (a pending registration's are replaced); the user's id. */
async function writeEmployer(trx: Db, env: AccountsEnv, w: EmployerWrite): Promise<string> {
  const { pending, fields, company, now } = w;
  if (pending?.company_id) {
    await renameCompany(trx, env.tenant.id, pending.company_id, company, now);
    await updateUser(trx, env.tenant.id, pending.id, fields, now);
    return pending.id;
  }
  const companyId = await insertCompany(trx, env.tenant.id, company);
  if (pending) {
    await updateUser(trx, env.tenant.id, pending.id, { ...fields, company_id: companyId }, now);
    return pending.id;
  }
  return insertUser(trx, {
    ...newAccount(env, 'employer', w.email, now),
    ...fields,
    employer_kind: 1,
    company_id: companyId,
  });
}

function newAccount(env: AccountsEnv, role: AccountRole, email: string, now: Date) {
  return {
    client_id: env.tenant.id,
    role,
    employer_kind: null,
    company_id: null,
    invited_by: null,
    email,
    mob_no: null,
    country_code: null,
    designation: null,
    avatar_uri: null,
    status: 'unverified' as const,
    email_verified_at: null,
    last_active_at: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** The e-mail code of a pending registration: the account becomes active and signed in. */
export async function verifyEmail(
  env: AccountsEnv,
  role: AccountRole,
  input: { email: string; otp: string },
): Promise<AuthSession> {
  await env.limits.codeChecks.take(addressOf(env));
  const user = await findUserByEmail(env.db, env.tenant.id, role, input.email);
  if (!user || !isPendingRegistration(user)) throw notFound(NO_PENDING);
  await checkCode(env, user.email, 'verify', input.otp);
  const now = env.now();
  await updateUser(env.db, env.tenant.id, user.id, { status: 'active', email_verified_at: now }, now);
  // The address is proven now: guest applications sent with it become the candidate's.
  if (role === 'candidate') await claimGuestApplications(env.db, env.tenant.id, user.id, user.email);
  const session = await openSession(env, user.id);
  if (sendsEventMails(env.tenant)) await mailWelcome(env, user, role);
  return session;
}

async function mailWelcome(
  env: AccountsEnv,
  user: { email: string; first_name: string },
  role: AccountRole,
): Promise<void> {
  const brand = await requestBrand(env);
  await env.mailer.send({
    ...(await boardMail(env.db, env.tenant, 'welcome', brand, { name: user.first_name }, () =>
      welcomeMail(brand, user.first_name, role),
    )),
    to: user.email,
    kind: 'welcome',
    clientId: env.tenant.id,
    fromName: brand.name,
  });
}

/** A new verification code for a pending registration (reset codes go through the reset flow). */
export async function resendVerification(env: AccountsEnv, role: AccountRole, email: string): Promise<OtpSent> {
  await env.limits.codeSends.take(addressOf(env));
  const user = await findUserByEmail(env.db, env.tenant.id, role, email);
  if (!user || !isPendingRegistration(user)) throw notFound(NO_PENDING);
  const { code, sent } = await issueCode(env, { email: user.email, kind: 'verify', userId: user.id, cooldown: true });
  await mailCode(env, { email: user.email, name: user.first_name }, code, 'verify');
  return sent;
}

/** Moves a pending registration to a corrected e-mail; the password proves it is the registrant. */
export async function correctRegistrationEmail(
  env: AccountsEnv,
  role: AccountRole,
  input: { email: string; newEmail: string; password: string },
): Promise<OtpSent> {
  await env.limits.codeSends.take(addressOf(env));
  const account = accountKeyOf(env, role, input.email);
  await env.limits.loginFailures.assertFree(account, 'Too many failed attempts, please try again later');
  const user = await findUserByEmail(env.db, env.tenant.id, role, input.email);
  if (!user || !isPendingRegistration(user)) throw notFound(NO_PENDING);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await env.limits.loginFailures.record(account);
    throw badRequest('The password is not correct');
  }
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail !== normalizeEmail(user.email)) {
    if (await findUserByEmail(env.db, env.tenant.id, role, newEmail)) throw alreadyExists(EMAIL_TAKEN);
    await uniqueOrConflict(() => updateUser(env.db, env.tenant.id, user.id, { email: newEmail }, env.now()));
  }
  const { code, sent } = await issueCode(env, { email: newEmail, kind: 'verify', userId: user.id, cooldown: true });
  await mailCode(env, { email: newEmail, name: user.first_name }, code, 'verify');
  return sent;
}

export async function checkCredentials(
  env: AccountsEnv,
  role: AccountRole,
  input: CredentialsInput,
): Promise<Schemas['AuthCredentialsAvailability']> {
  await env.limits.credentialChecks.take(addressOf(env));
  const emailAvailable = input.email ? !(await blockingHolder(env, role, input.email)) : null;
  const mobNoAvailable = input.mobNo
    ? !(await mobileTaken(env.db, env.tenant.id, role, { countryCode: input.countryCode ?? '', mobNo: input.mobNo }))
    : null;
  return { emailAvailable, mobNoAvailable };
}
