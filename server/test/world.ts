// Accounts made straight in the database for tests whose subject is not sign-up itself: a verified
// user of a role on a tenant, with a live session token.
import { randomBytes } from 'node:crypto';
import { startSession } from '../users/sessions.ts';
import { hashPassword } from '../credentials/passwords.ts';
import type { Db } from '../db/database.ts';
import type { Role } from '../db/tables.ts';
import { PERMISSIONS } from '../http/permissions.ts';
import { grantPlan } from '../payments/licences-repo.ts';

export const TEST_PASSWORD = 'Str0ng!pass';
let passwordHash: Promise<string> | undefined;

export type TestUser = {
  id: string;
  email: string;
  token: string;
  clientId: string;
  companyId: string | null;
  role: Role;
};

/**
 * A company of a tenant. It is on the board's Premium yearly plan (an admin's grant) unless a test
 * names another subscription, or `null` for none: then it starts on its free trial like a company
 * that signed up.
 */
export async function makeCompany(
  db: Db,
  clientId: string,
  name: string,
  plan: string | null = 'PREMIUM_YEALY',
): Promise<string> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
  const { id } = await db
    .insertInto('companies')
    .values({ client_id: clientId, name, slug, location: '{}', socials: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (plan) await grantPlan(db, clientId, { type: 'employer', companyId: id }, plan);
  return id;
}

export async function makeUser(
  db: Db,
  secret: Uint8Array,
  opts: {
    clientId: string;
    role: Role;
    employerKind?: 1 | 2;
    companyId?: string | null;
    email?: string;
    firstName?: string;
    lastName?: string;
    /** A team member's permissions; every one unless a test says otherwise. */
    permissions?: string[];
  },
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = opts.email ?? `${opts.role}-${randomBytes(4).toString('hex')}@example.com`;
  const { id } = await db
    .insertInto('users')
    .values({
      client_id: opts.clientId,
      role: opts.role,
      employer_kind: opts.role === 'employer' ? (opts.employerKind ?? 1) : null,
      company_id: opts.companyId ?? null,
      invited_by: null,
      email,
      password_hash: await passwordHash,
      first_name: opts.firstName ?? 'Test',
      last_name: opts.lastName ?? opts.role,
      mob_no: null,
      country_code: null,
      designation: null,
      avatar_uri: null,
      permissions: opts.role === 'employer' && opts.employerKind === 2 ? (opts.permissions ?? [...PERMISSIONS]) : [],
      status: 'active',
      email_verified_at: new Date(),
      last_active_at: null,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await startSession(db, secret, { id, clientId: opts.clientId });
  return { id, email, token, clientId: opts.clientId, companyId: opts.companyId ?? null, role: opts.role };
}
