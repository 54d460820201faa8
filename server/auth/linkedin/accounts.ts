// Which candidate a LinkedIn identity signs in: the account it is linked to; else the candidate
// holding the same e-mail, linked now if LinkedIn says the address is verified; else a new verified
// candidate without a password. Employers, deleted and disabled accounts are refused.
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../errors/errors.ts';
import { type AccountsEnv, findUserByEmail, recordAudit } from '../../users/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { OidcProfile } from '../oidc/profile.ts';
import { insertIdentity, linkedAccount } from '../oidc/identities-repo.ts';
import { createSocialAccount, linkHolder } from '../oidc/social-account.ts';
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

function refuseUnusable(user: { role: string; status: string; deleted_at: Date | null }): void {
  if (user.deleted_at !== null || user.status === 'deleted') throw forbidden(DELETED);
  if (user.status === 'disabled') throw forbidden(DISABLED);
  if (user.role !== 'candidate') throw forbidden(CANDIDATES_ONLY);
}

const auditEntry = (env: AccountsEnv, userId: string, action: string, profile: LinkedInProfile, intent: string) => ({
  clientId: env.tenant.id,
  actorId: userId,
  actingForId: userId,
  action,
  detail: { provider: PROVIDER, subject: profile.subject, email: profile.email, intent },
});

/** The identity row and the audit entry of a LinkedIn sign-in that linked or made an account. */
async function linkedInWrites(
  trx: Db,
  env: AccountsEnv,
  userId: string,
  action: string,
  profile: LinkedInProfile,
  intent: string,
): Promise<void> {
  await insertIdentity(trx, env.tenant.id, {
    user_id: userId,
    provider: PROVIDER,
    subject: profile.subject,
    email: profile.email,
  });
  await recordAudit(trx, auditEntry(env, userId, action, profile, intent));
}

async function resolve(
  env: AccountsEnv,
  profile: LinkedInProfile,
  intent: LinkedInIntent,
): Promise<{ userId: string; outcome: LinkedInOutcome }> {
  const linked = await linkedAccount(env.db, env.tenant.id, PROVIDER, profile.subject);
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
    await linkHolder(env, candidate, (trx, userId) =>
      linkedInWrites(trx, env, userId, 'account.linkedin_linked', profile, intent),
    );
    return { userId: candidate.id, outcome: 'linked' };
  }
  const other =
    (await findUserByEmail(env.db, env.tenant.id, 'employer', profile.email)) ??
    (await findUserByEmail(env.db, env.tenant.id, 'admin', profile.email));
  if (other) throw forbidden(CANDIDATES_ONLY);
  const userId = await createSocialAccount(env, { email: profile.email, role: 'candidate', profile }, (trx, id) =>
    linkedInWrites(trx, env, id, 'account.linkedin_created', profile, intent),
  );
  return { userId, outcome: 'created' };
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
