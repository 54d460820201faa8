// Which candidate a LinkedIn identity signs in: the account it is linked to; else the candidate
// holding the same e-mail, linked now if LinkedIn says the address is verified; else a new verified
// candidate without a password. Employers, deleted and disabled accounts are refused.
import { claimGuestApplications } from '../../applications/claim.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { sendsEventMails } from '../../mail/event-mails.ts';
import { welcomeMail } from '../../mail/templates.ts';
import { boardMail } from '../../mail/custom/board-mail.ts';
import { brandOf } from '../brand.ts';
import type { AccountsEnv } from '../env.ts';
import {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  recordAudit,
  updateUser,
  type UserRow,
} from '../users-repo.ts';
import type { OidcProfile } from '../oidc/profile.ts';
import { PROVIDER, type LinkedInIntent } from './states.ts';

export type LinkedInProfile = OidcProfile;

export type LinkedInOutcome = 'signed_in' | 'linked' | 'created';

const DELETED = 'This account has been deleted';
const DISABLED = 'This account has been disabled, please contact the site';
const CANDIDATES_ONLY =
  'LinkedIn sign-in is for job seekers; please log in to your employer account with your password';
const NO_EMAIL = 'LinkedIn did not share an e-mail address, so we cannot sign you in with it';
const UNVERIFIED =
  'Your LinkedIn e-mail address is not verified. Verify it on LinkedIn, or sign up here with your e-mail address';

async function linkedAccount(db: Db, clientId: string, subject: string) {
  return db
    .selectFrom('user_identities as i')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'i.user_id').onRef('u.client_id', '=', 'i.client_id'))
    .select(['u.id', 'u.role', 'u.status', 'u.deleted_at'])
    .where('i.client_id', '=', clientId)
    .where('i.provider', '=', PROVIDER)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
}

function refuseUnusable(user: { role: string; status: string; deleted_at: Date | null }): void {
  if (user.deleted_at !== null || user.status === 'deleted') throw forbidden(DELETED);
  if (user.status === 'disabled') throw forbidden(DISABLED);
  if (user.role !== 'candidate') throw forbidden(CANDIDATES_ONLY);
}

async function insertIdentity(db: Db, clientId: string, userId: string, profile: LinkedInProfile): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      client_id: clientId,
      user_id: userId,
      provider: PROVIDER,
      subject: profile.subject,
      email: profile.email,
    })
    .execute();
}

const auditEntry = (env: AccountsEnv, userId: string, action: string, profile: LinkedInProfile, intent: string) => ({
  clientId: env.tenant.id,
  actorId: userId,
  actingForId: userId,
  action,
  detail: { provider: PROVIDER, subject: profile.subject, email: profile.email, intent },
});

/**
 * Links the candidate holding the address. A registration still waiting for its e-mail code is
 * activated, and its password dropped: whoever typed it never proved the address, and keeping it
 * would let them into the account the address's owner now uses (account pre-hijacking).
 */
async function linkCandidate(env: AccountsEnv, user: UserRow, profile: LinkedInProfile, intent: string) {
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
    await insertIdentity(trx, env.tenant.id, user.id, profile);
    await recordAudit(trx, auditEntry(env, user.id, 'account.linkedin_linked', profile, intent));
  });
  if (pending) await claimGuestApplications(env.db, env.tenant.id, user.id, user.email);
}

async function createCandidate(env: AccountsEnv, email: string, profile: LinkedInProfile, intent: string) {
  const now = env.now();
  const id = await env.db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      client_id: env.tenant.id,
      role: 'candidate',
      employer_kind: null,
      company_id: null,
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
    await insertIdentity(trx, env.tenant.id, userId, profile);
    await recordAudit(trx, auditEntry(env, userId, 'account.linkedin_created', profile, intent));
    return userId;
  });
  await claimGuestApplications(env.db, env.tenant.id, id, email);
  if (!sendsEventMails(env.tenant)) return id;
  const brand = brandOf(env.tenant, env.config);
  await env.mailer.send({
    ...(await boardMail(env.db, env.tenant, 'welcome', brand, { name: profile.firstName }, () =>
      welcomeMail(brand, profile.firstName, 'candidate'),
    )),
    to: email,
    kind: 'welcome',
    clientId: env.tenant.id,
    fromName: brand.name,
  });
  return id;
}

async function resolve(
  env: AccountsEnv,
  profile: LinkedInProfile,
  intent: LinkedInIntent,
): Promise<{ userId: string; outcome: LinkedInOutcome }> {
  const linked = await linkedAccount(env.db, env.tenant.id, profile.subject);
  if (linked) {
    refuseUnusable(linked);
    return { userId: linked.id, outcome: 'signed_in' };
  }
  if (!profile.email) throw badRequest(NO_EMAIL);
  // An unverified address proves nothing: it links no account and makes none (docs/linkedin-sign-in.md).
  if (!profile.emailVerified) throw badRequest(UNVERIFIED);
  const candidate = await findUserByEmail(env.db, env.tenant.id, 'candidate', profile.email);
  if (candidate) {
    refuseUnusable(candidate);
    await linkCandidate(env, candidate, profile, intent);
    return { userId: candidate.id, outcome: 'linked' };
  }
  const other =
    (await findUserByEmail(env.db, env.tenant.id, 'employer', profile.email)) ??
    (await findUserByEmail(env.db, env.tenant.id, 'admin', profile.email));
  if (other) throw forbidden(CANDIDATES_ONLY);
  return { userId: await createCandidate(env, profile.email, profile, intent), outcome: 'created' };
}

/**
 * The account to sign in. Two callbacks of the same person racing (two tabs) may both try to link
 * or create: the loser meets a unique index and, on a second look, finds the winner's account.
 */
export async function accountForLinkedIn(env: AccountsEnv, profile: LinkedInProfile, intent: LinkedInIntent) {
  try {
    return await resolve(env, profile, intent);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return resolve(env, profile, intent);
  }
}
