// Which account a Google identity signs in, for the role the user chose (candidate or employer):
// the account of that role it is linked to; else the account of that role holding the same e-mail,
// linked now only if Google says the address is verified; else a new verified account of that role
// without a password (an employer with a company to name in the company setup). Deleted and
// disabled accounts are refused, and so is an unverified e-mail, whoever holds it.
import { randomBytes } from 'node:crypto';
import { claimGuestApplications } from '../../applications/claim.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { sendsEventMails } from '../../mail/event-mails.ts';
import { welcomeMail } from '../../mail/templates.ts';
import { boardMail } from '../../mail/custom/board-mail.ts';
import { brandOf } from '../brand.ts';
import { companyNameTaken, insertCompany } from '../companies-repo.ts';
import type { AccountsEnv } from '../env.ts';
import type { OidcProfile } from '../oidc/profile.ts';
import {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  recordAudit,
  updateUser,
  type AccountRole,
  type UserRow,
} from '../users-repo.ts';

export type GoogleIntent = 'login' | 'register';

const DELETED = 'This account has been deleted';
const DISABLED = 'This account has been disabled, please contact the site';
const NO_EMAIL = 'Google did not share an e-mail address, so we cannot sign you in with it';
export const UNVERIFIED =
  'Your Google e-mail address is not verified, so it cannot sign you in here. Verify it with Google, or use your e-mail address and password';
const INVITED = 'Please accept the invitation sent to this e-mail address first';

/**
 * The identity's provider name in user_identities: one per role, since a person may hold a
 * candidate and an employer account with the same address, and (client, provider, subject) is
 * unique there.
 */
export const identityProvider = (role: AccountRole) => `google:${role}`;

async function linkedAccount(db: Db, clientId: string, role: AccountRole, subject: string) {
  return db
    .selectFrom('user_identities as i')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'i.user_id').onRef('u.client_id', '=', 'i.client_id'))
    .select(['u.id', 'u.role', 'u.status', 'u.deleted_at'])
    .where('i.client_id', '=', clientId)
    .where('i.provider', '=', identityProvider(role))
    .where('i.subject', '=', subject)
    .executeTakeFirst();
}

function refuseUnusable(user: { status: string; deleted_at: Date | null }): void {
  if (user.deleted_at !== null || user.status === 'deleted') throw forbidden(DELETED);
  if (user.status === 'disabled') throw forbidden(DISABLED);
}

type Sign = { role: AccountRole; intent: GoogleIntent; profile: OidcProfile };

async function insertIdentity(db: Db, clientId: string, userId: string, sign: Sign): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      client_id: clientId,
      user_id: userId,
      provider: identityProvider(sign.role),
      subject: sign.profile.subject,
      email: sign.profile.email,
    })
    .execute();
}

const auditEntry = (env: AccountsEnv, userId: string, action: string, sign: Sign) => ({
  clientId: env.tenant.id,
  actorId: userId,
  actingForId: userId,
  action,
  detail: {
    provider: 'google',
    role: sign.role,
    subject: sign.profile.subject,
    email: sign.profile.email,
    intent: sign.intent,
  },
});

/**
 * Links the account holding the verified address. A registration still waiting for its e-mail
 * code is activated and its password dropped: whoever typed it never proved the address, and
 * keeping it would let them into the account the address's owner now uses (pre-hijacking).
 */
async function linkAccount(env: AccountsEnv, user: UserRow, sign: Sign): Promise<void> {
  const now = env.now();
  const pending = user.status === 'unverified';
  await env.db.transaction().execute(async (trx) => {
    if (pending)
      await updateUser(
        trx,
        env.tenant.id,
        user.id,
        { status: 'active', email_verified_at: now, password_hash: null },
        now,
      );
    await insertIdentity(trx, env.tenant.id, user.id, sign);
    await recordAudit(trx, auditEntry(env, user.id, 'account.google_linked', sign));
  });
  if (pending && sign.role === 'candidate') await claimGuestApplications(env.db, env.tenant.id, user.id, user.email);
}

/** A provisional company name the employer replaces in the company setup; unique on the board. */
async function provisionalCompany(db: Db, clientId: string, profile: OidcProfile, email: string): Promise<string> {
  const who = `${profile.firstName} ${profile.lastName}`.trim() || (email.split('@')[0] ?? 'New');
  const name = `${who.slice(0, 80)}'s company`;
  if (!(await companyNameTaken(db, clientId, name, null))) return name;
  return `${name} ${randomBytes(2).toString('hex')}`;
}

async function createAccount(env: AccountsEnv, email: string, sign: Sign): Promise<string> {
  const now = env.now();
  const { role, profile } = sign;
  const id = await env.db.transaction().execute(async (trx) => {
    const companyId =
      role === 'employer'
        ? await insertCompany(trx, env.tenant.id, {
            name: await provisionalCompany(trx, env.tenant.id, profile, email),
            website: null,
          })
        : null;
    const userId = await insertUser(trx, {
      client_id: env.tenant.id,
      role,
      employer_kind: role === 'employer' ? 1 : null,
      company_id: companyId,
      invited_by: null,
      email,
      password_hash: null,
      first_name: profile.firstName,
      last_name: profile.lastName,
      mob_no: null,
      country_code: null,
      designation: null,
      avatar_uri: null,
      status: 'active',
      email_verified_at: now,
      last_active_at: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    });
    await insertIdentity(trx, env.tenant.id, userId, sign);
    await recordAudit(trx, auditEntry(env, userId, 'account.google_created', sign));
    return userId;
  });
  if (role === 'candidate') await claimGuestApplications(env.db, env.tenant.id, id, email);
  if (!sendsEventMails(env.tenant)) return id;
  const brand = brandOf(env.tenant, env.config);
  await env.mailer.send({
    ...(await boardMail(env.db, env.tenant, 'welcome', brand, { name: profile.firstName }, () =>
      welcomeMail(brand, profile.firstName, role),
    )),
    to: email,
    kind: 'welcome',
    clientId: env.tenant.id,
    fromName: brand.name,
  });
  return id;
}

export type GoogleOutcome = 'signed_in' | 'linked' | 'created';

async function resolve(env: AccountsEnv, sign: Sign): Promise<{ userId: string; outcome: GoogleOutcome }> {
  const { profile, role } = sign;
  const linked = await linkedAccount(env.db, env.tenant.id, role, profile.subject);
  if (linked) {
    refuseUnusable(linked);
    return { userId: linked.id, outcome: 'signed_in' };
  }
  if (!profile.email) throw badRequest(NO_EMAIL);
  // An unverified address proves nothing: it signs in to no account and makes none.
  if (!profile.emailVerified) throw badRequest(UNVERIFIED);
  const holder = await findUserByEmail(env.db, env.tenant.id, role, profile.email);
  if (holder) {
    refuseUnusable(holder);
    // A team member's invitation is accepted on its own page (seats, the company's terms).
    if (holder.employer_kind === 2 && holder.status === 'unverified') throw forbidden(INVITED);
    await linkAccount(env, holder, sign);
    return { userId: holder.id, outcome: 'linked' };
  }
  return { userId: await createAccount(env, profile.email, sign), outcome: 'created' };
}

/**
 * The account to sign in. Two callbacks of the same person racing (two tabs) may both try to link
 * or create: the loser meets a unique index and, on a second look, finds the winner's account.
 */
export async function accountForGoogle(env: AccountsEnv, sign: Sign) {
  try {
    return await resolve(env, sign);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return resolve(env, sign);
  }
}
