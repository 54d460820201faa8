// What Google and LinkedIn sign-in do alike once they know whose identity it is: link the account
// holding the verified address, or make a new verified account without a password; each writes its
// identity row and audit entry in the same transaction (`writes`), and a new or newly activated
// candidate claims the guest applications made with the address.
import { claimGuestApplications } from '../../applying/index.ts';
import type { Db } from '../../db/database.ts';
import { boardMail } from '../../mail/custom/board-mail.ts';
import { sendsEventMails } from '../../mail/event-mails.ts';
import { welcomeMail } from '../../mail/templates.ts';
import { requestBrand } from '../../board-settings/index.ts';
import { type AccountsEnv, insertUser, updateUser, type AccountRole, type UserRow } from '../../users/index.ts';
import type { OidcProfile } from './profile.ts';

/** The provider's rows beside the account (identity, audit), written in the account's transaction. */
export type SocialWrites = (trx: Db, userId: string) => Promise<void>;

/**
 * Links the account holding the verified address. A registration still waiting for its e-mail
 * code is activated and its password dropped: whoever typed it never proved the address, and
 * keeping it would let them into the account the address's owner now uses (pre-hijacking).
 */
export async function linkHolder(env: AccountsEnv, user: UserRow, writes: SocialWrites): Promise<void> {
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
    await writes(trx, user.id);
  });
  if (pending && user.role === 'candidate') await claimGuestApplications(env.db, env.tenant.id, user.id, user.email);
}

/**
 * A new verified account of the role without a password, welcomed by mail where the board sends
 * event mails. `companyOf` makes an employer's company in the same transaction.
 */
export async function createSocialAccount(
  env: AccountsEnv,
  account: { email: string; role: AccountRole; profile: OidcProfile; companyOf?: (trx: Db) => Promise<string> },
  writes: SocialWrites,
): Promise<string> {
  const now = env.now();
  const { email, role, profile } = account;
  const id = await env.db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      client_id: env.tenant.id,
      role,
      employer_kind: role === 'employer' ? 1 : null,
      company_id: account.companyOf ? await account.companyOf(trx) : null,
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
    await writes(trx, userId);
    return userId;
  });
  if (role === 'candidate') await claimGuestApplications(env.db, env.tenant.id, id, email);
  if (!sendsEventMails(env.tenant)) return id;
  const brand = await requestBrand(env);
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
