// The signed-in account: logout, password change, guided tour, deleting a candidate account and
// the employer's own details. `{id}` in a path must be the caller's own id.
import { eraseCandidate, profileView } from '../candidate-profile/index.ts';
import { storageFor } from '../files/index.ts';
import type { components } from '@generated/schema';
import { verifyPassword, hashPassword } from '../credentials/passwords.ts';
import type { AuthUser } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../errors/errors.ts';
import { passwordChangedMail } from '../mail/templates.ts';
import { requestBrand } from '../board-settings/index.ts';
import {
  findCompany,
  type AccountsEnv,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  findUserById,
  recordAudit,
  updateUser,
  type UserRow,
  candidateCompletion,
  employerView,
  type EmployerView,
} from '../users/index.ts';
import { siteOwnerId } from '../onboarding/index.ts';

type Schemas = components['schemas'];

export async function logout(env: AccountsEnv, user: AuthUser): Promise<void> {
  if (user.sessionId) await revokeSession(env.db, user.sessionId, env.now());
}

export async function accountOf(env: AccountsEnv, user: AuthUser): Promise<UserRow> {
  const row = await findUserById(env.db, env.tenant.id, user.id);
  if (!row) throw notFound('No such account');
  return row;
}

/** Checks the current password, counting wrong ones against the account (429 after five in 15 minutes). */
async function confirmPassword(env: AccountsEnv, row: UserRow, password: string, message: string): Promise<void> {
  const key = `${env.tenant.id}|${row.id}`;
  await env.limits.passwordFailures.assertFree(key, 'Too many wrong passwords, please try again later');
  if (await verifyPassword(row.password_hash, password)) return;
  await env.limits.passwordFailures.record(key);
  throw badRequest(message);
}

/**
 * Changes the password and ends the account's other sessions. A foreign id answers 404 for
 * candidates and 403 for employers (the contract says so); neither looks the id up.
 */
export async function changePassword(
  env: AccountsEnv,
  user: AuthUser,
  id: string,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  if (id !== user.id) throw user.role === 'employer' ? forbidden('You can only change your own password') : notFound();
  const row = await accountOf(env, user);
  await confirmPassword(env, row, input.oldPassword, 'Current password is incorrect');
  if (input.oldPassword === input.newPassword) throw badRequest('The new password must differ from the current one');
  const now = env.now();
  await updateUser(env.db, env.tenant.id, row.id, { password_hash: await hashPassword(input.newPassword) }, now);
  await revokeOtherSessions(env.db, row.id, user.sessionId, now);
  const brand = await requestBrand(env);
  await env.mailer.send({
    ...passwordChangedMail(brand, row.first_name),
    to: row.email,
    kind: 'password_changed',
    clientId: env.tenant.id,
    fromName: brand.name,
  });
}

export async function setTourDone(env: AccountsEnv, user: AuthUser, tourDone: boolean): Promise<UserRow> {
  await updateUser(env.db, env.tenant.id, user.id, { tour_done: tourDone }, env.now());
  return accountOf(env, user);
}

export async function candidateSetupState(env: AccountsEnv, row: UserRow): Promise<Schemas['CandidateSetupState']> {
  const profile = await profileView(env.db, env.tenant.id, row.id);
  return {
    isProfileSetupDone: row.profile_setup_done,
    tourDone: row.tour_done,
    percentObj: profile?.percentObj ?? candidateCompletion(row),
  };
}

/**
 * Deletes the candidate: their personal data scrubbed from every table and their files removed
 * (candidate-profile/erase.ts), every session ended, the e-mail free again; the audit keeps who
 * did it. Applications stay for employers as "Deleted candidate".
 */
export async function deleteCandidateAccount(
  env: AccountsEnv,
  user: AuthUser,
  actingAdmin: AuthUser | null,
  input: { password: string; reason?: string | null },
): Promise<void> {
  const row = await accountOf(env, user);
  await confirmPassword(env, row, input.password, 'The password is not correct');
  const now = env.now();
  const files = await env.db.transaction().execute(async (trx) => {
    await revokeAllSessions(trx, row.id, now);
    const keys = await eraseCandidate(trx, env.tenant.id, row.id, now);
    await recordAudit(trx, {
      clientId: env.tenant.id,
      actorId: actingAdmin?.id ?? row.id,
      actingForId: row.id,
      action: 'account.deleted',
      detail: { reason: input.reason ?? null, erased: true, files: keys.length },
    });
    return keys;
  });
  const storage = storageFor(env.config);
  for (const key of files) await storage.remove(key);
}

export async function employerOf(env: AccountsEnv, user: AuthUser): Promise<EmployerView> {
  const row = await accountOf(env, user);
  const company = row.company_id ? await findCompany(env.db, env.tenant.id, row.company_id) : undefined;
  if (!company) throw notFound('This account has no company');
  const siteOwner = row.employer_kind === 1 && (await siteOwnerId(env.db, env.tenant.id)) === row.id;
  return employerView(row, company, siteOwner);
}

export type EmployerPatch = {
  firstName?: string;
  lastName?: string;
  countryCode?: string;
  mobNo?: string;
  designation?: string | null;
  avatar?: string | null;
};

// Pictures are files uploaded to this site, referenced by a path on this host; anything else
// (another origin, a javascript: URL) is refused rather than shown to other users.
const LOCAL_PATH = /^\/(?!\/)[^\s\\]*$/;

/** Changes the fields sent of the caller's own employer account (403 for another id). */
export async function updateEmployerAccount(
  env: AccountsEnv,
  user: AuthUser,
  id: string,
  patch: EmployerPatch,
): Promise<EmployerView> {
  if (id !== user.id) throw forbidden('You can only change your own account');
  if (patch.avatar && !LOCAL_PATH.test(patch.avatar))
    throw badRequest('The picture must be a file uploaded to this site');
  await updateUser(
    env.db,
    env.tenant.id,
    user.id,
    {
      ...(patch.firstName !== undefined && { first_name: patch.firstName }),
      ...(patch.lastName !== undefined && { last_name: patch.lastName }),
      ...(patch.countryCode !== undefined && { country_code: patch.countryCode }),
      ...(patch.mobNo !== undefined && { mob_no: patch.mobNo }),
      ...(patch.designation !== undefined && { designation: patch.designation }),
      ...(patch.avatar !== undefined && { avatar_uri: patch.avatar }),
    },
    env.now(),
  );
  return employerOf(env, user);
}
