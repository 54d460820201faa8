// SQL of signups: the new client with its platform host, company and first administrator, and
// the signup row that ties them to the administrator's e-mail.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';

export type Signup = {
  clientId: string;
  userId: string;
  email: string;
  verifiedAt: Date | null;
  clientName: string;
  companyName: string | null;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  tourDone: boolean;
  profileSetupDone: boolean;
};

/** The signup of an e-mail, whichever board it made: the e-mail comes before the board is known. */
export async function findSignupByEmail(db: Db, email: string): Promise<Signup | undefined> {
  const row = await acrossTenants(db)
    .selectFrom('client_signups as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('companies as co', 'co.id', 'u.company_id')
    .select([
      's.client_id',
      's.user_id',
      's.email',
      's.verified_at',
      'c.name as client_name',
      'co.name as company_name',
      'u.password_hash',
      'u.first_name',
      'u.last_name',
      'u.tour_done',
      'u.profile_setup_done',
    ])
    .where(sql`lower(s.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    clientId: row.client_id,
    userId: row.user_id,
    email: row.email,
    verifiedAt: row.verified_at ? new Date(row.verified_at) : null,
    clientName: row.client_name,
    companyName: row.company_name,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    tourDone: row.tour_done,
    profileSetupDone: row.profile_setup_done,
  };
}

/** Whether a subdomain is taken: as some client's slug, or as a host already in use (on any board). */
export async function isSubdomainTaken(db: Db, slug: string, host: string): Promise<boolean> {
  const bySlug = await db.selectFrom('clients').select('id').where('slug', '=', slug).executeTakeFirst();
  if (bySlug) return true;
  const byHost = await acrossTenants(db)
    .selectFrom('client_hosts')
    .select('client_id')
    .where('host', '=', host)
    .executeTakeFirst();
  return Boolean(byHost);
}

/** Removes a client and, by cascade, everything it owns; used for an abandoned signup only. */
export async function deleteClient(db: Db, clientId: string): Promise<void> {
  await db.deleteFrom('clients').where('id', '=', clientId).execute();
}

export type NewSignup = {
  companyName: string;
  companySlug: string;
  subdomain: string;
  host: string;
  countryCode: string;
  timezone: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  tracking: Record<string, string>;
  ip: string | null;
};

export async function insertSignup(db: Db, s: NewSignup): Promise<{ clientId: string; userId: string }> {
  const { id: clientId } = await db
    .insertInto('clients')
    .values({
      name: s.companyName,
      slug: s.subdomain,
      status: 'onboarding',
      subscription: 'TRIAL',
      tier: 'Up to 5000 Candidates',
      country: s.countryCode,
      timezone: s.timezone,
      settings: '{}',
      appearance: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const scope = scopedTo(db, clientId);
  await scope
    .insertInto('client_hosts', { host: s.host, kind: 'primary', txt_token: null, verified_at: new Date() })
    .execute();
  const { id: companyId } = await scope
    .insertInto('companies', { name: s.companyName, slug: s.companySlug, location: '{}', socials: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: userId } = await scope
    .insertInto('users', {
      role: 'employer',
      employer_kind: 1,
      company_id: companyId,
      invited_by: null,
      email: s.email,
      password_hash: s.passwordHash,
      first_name: s.firstName,
      last_name: s.lastName,
      mob_no: null,
      country_code: null,
      designation: null,
      avatar_uri: null,
      status: 'unverified',
      email_verified_at: null,
      last_active_at: null,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await scope
    .insertInto('client_signups', {
      user_id: userId,
      email: s.email,
      tracking: JSON.stringify(s.tracking),
      ip: s.ip,
      verified_at: null,
      trial_ends_at: null,
    })
    .execute();
  return { clientId, userId };
}

export async function activateSignup(
  db: Db,
  signup: Pick<Signup, 'clientId' | 'userId'>,
  now: Date,
  trialEndsAt: Date,
): Promise<void> {
  const scope = scopedTo(db, signup.clientId);
  await db
    .updateTable('clients')
    .set({ status: 'active', updated_at: now })
    .where('id', '=', signup.clientId)
    .execute();
  await scope
    .updateTable('users')
    .set({ status: 'active', email_verified_at: now, updated_at: now })
    .where('id', '=', signup.userId)
    .execute();
  await scope.updateTable('client_signups').set({ verified_at: now, trial_ends_at: trialEndsAt }).execute();
}

export async function changeSignupEmail(
  db: Db,
  signup: Pick<Signup, 'clientId' | 'userId'>,
  email: string,
  now: Date,
): Promise<void> {
  const scope = scopedTo(db, signup.clientId);
  await scope.updateTable('users').set({ email, updated_at: now }).where('id', '=', signup.userId).execute();
  await scope.updateTable('client_signups').set({ email }).execute();
  // Codes sent to the old address must stop working once the signup no longer uses it. otps is
  // not a tenant table (the platform's codes have no client_id): the scope's condition by hand.
  await db
    .updateTable('otps')
    .set({ consumed_at: now })
    .where(scope.owns('otps'))
    .where('purpose', '=', 'client_verify')
    .where('consumed_at', 'is', null)
    .execute();
}

/** The signup codes sent for a client within the window, newest first. */
export async function recentSignupCodes(db: Db, clientId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('otps')
    .select('created_at')
    .where(scopedTo(db, clientId).owns('otps'))
    .where('purpose', '=', 'client_verify')
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => new Date(r.created_at));
}

export async function primaryHostOf(db: Db, clientId: string): Promise<string | undefined> {
  const row = await scopedTo(db, clientId)
    .selectFrom('client_hosts')
    .select('host')
    .where('kind', '=', 'primary')
    .executeTakeFirst();
  return row?.host;
}

/**
 * The employer who created the board at signup: the site's owner, the one account besides the
 * board's admins that may attach the board's own domain. Boards made without a signup (seeded,
 * or by the platform) have none.
 */
export async function siteOwnerId(db: Db, clientId: string): Promise<string | null> {
  const row = await scopedTo(db, clientId).selectFrom('client_signups').select('user_id').executeTakeFirst();
  return row?.user_id ?? null;
}
