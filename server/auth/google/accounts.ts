// Which account a Google identity signs in, for the role the user chose (candidate or employer):
// the account of that role it is linked to; else the account of that role holding the same e-mail,
// linked now only if Google says the address is verified; else a new verified account of that role
// without a password (an employer with a company to name in the company setup). Deleted and
// disabled accounts are refused, and so is an unverified e-mail, whoever holds it.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../errors/errors.ts';
import {
  companyNameTaken,
  insertCompany,
  type AccountsEnv,
  findUserByEmail,
  recordAudit,
  type AccountRole,
} from '../../users/index.ts';
import type { OidcProfile } from '../oidc/profile.ts';
import { insertIdentity, linkedAccount } from '../oidc/identities-repo.ts';
import { createSocialAccount, linkHolder } from '../oidc/social-account.ts';
import { isUniqueViolation } from '../../db/errors.ts';

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

function refuseUnusable(user: { status: string; deleted_at: Date | null }): void {
  if (user.deleted_at !== null || user.status === 'deleted') throw forbidden(DELETED);
  if (user.status === 'disabled') throw forbidden(DISABLED);
}

type Sign = { role: AccountRole; intent: GoogleIntent; profile: OidcProfile };

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

/** The identity row and the audit entry of a Google sign-in that linked or made an account. */
async function googleWrites(trx: Db, env: AccountsEnv, userId: string, action: string, sign: Sign): Promise<void> {
  await insertIdentity(trx, env.tenant.id, {
    user_id: userId,
    provider: identityProvider(sign.role),
    subject: sign.profile.subject,
    email: sign.profile.email,
  });
  await recordAudit(trx, auditEntry(env, userId, action, sign));
}

/** A provisional company name the employer replaces in the company setup; unique on the board. */
async function provisionalCompany(db: Db, clientId: string, profile: OidcProfile, email: string): Promise<string> {
  const who = `${profile.firstName} ${profile.lastName}`.trim() || (email.split('@')[0] ?? 'New');
  const name = `${who.slice(0, 80)}'s company`;
  if (!(await companyNameTaken(db, clientId, name, null))) return name;
  return `${name} ${randomBytes(2).toString('hex')}`;
}

async function createAccount(env: AccountsEnv, email: string, sign: Sign): Promise<string> {
  const companyOf =
    sign.role === 'employer'
      ? async (trx: Db) =>
          insertCompany(trx, env.tenant.id, {
            name: await provisionalCompany(trx, env.tenant.id, sign.profile, email),
            website: null,
          })
      : undefined;
  return createSocialAccount(env, { email, role: sign.role, profile: sign.profile, companyOf }, (trx, userId) =>
    googleWrites(trx, env, userId, 'account.google_created', sign),
  );
}

export type GoogleOutcome = 'signed_in' | 'linked' | 'created';

async function resolve(env: AccountsEnv, sign: Sign): Promise<{ userId: string; outcome: GoogleOutcome }> {
  const { profile, role } = sign;
  const linked = await linkedAccount(env.db, env.tenant.id, identityProvider(role), profile.subject);
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
    await linkHolder(env, holder, (trx, userId) => googleWrites(trx, env, userId, 'account.google_linked', sign));
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
