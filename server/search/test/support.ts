// Candidates with profiles written straight into the database for search tests and probes:
// findable unless a test says otherwise, with the profile sections search reads.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CandidateProfilesTable } from '../../db/tables-jobs.ts';
import { HOST_A, HOST_B, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

export type CandidateSeed = {
  firstName?: string;
  lastName?: string;
  headline?: string | null;
  about?: string | null;
  skills?: Array<string | { id: string; nm: string }>;
  /** [title, company] pairs, the first one current. */
  jobs?: Array<[string, string]>;
  qualifications?: string[];
  certificates?: string[];
  years?: number | null;
  months?: number | null;
  fresher?: boolean;
  city?: { id: string; nm: string } | null;
  gender?: { id: string; nm: string } | null;
  domain?: { id: string; nm: string } | null;
  salary?: { amount: number; currency: 'USD' | 'INR' | 'EUR' } | null;
  searchable?: boolean;
  lastActiveAt?: Date | null;
  status?: 'active' | 'disabled';
};

const DAY = '2020-01-01';
const stamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

export async function addCandidate(
  db: Db,
  secret: Uint8Array,
  clientId: string,
  seed: CandidateSeed = {},
): Promise<TestUser> {
  const user = await makeUser(db, secret, {
    clientId,
    role: 'candidate',
    firstName: seed.firstName ?? 'Casey',
    lastName: seed.lastName ?? 'Doe',
  });
  const profile: Insertable<CandidateProfilesTable> = {
    user_id: user.id,
    client_id: clientId,
    headline: seed.headline ?? null,
    about: seed.about ?? null,
    city_id: seed.city?.id ?? null,
    city_nm: seed.city?.nm ?? null,
    gender_id: seed.gender?.id ?? null,
    gender_nm: seed.gender?.nm ?? null,
    job_domain: seed.domain ? JSON.stringify(seed.domain) : null,
    experience_years: seed.years ?? null,
    experience_months: seed.months ?? null,
    is_fresher: seed.fresher ?? false,
    expected_salary: seed.salary ? String(seed.salary.amount) : null,
    salary_currency: seed.salary?.currency ?? null,
    skills: JSON.stringify((seed.skills ?? []).map((s) => (typeof s === 'string' ? { nm: s } : s))),
    experiences: JSON.stringify(
      (seed.jobs ?? []).map(([title, comNm], i) => ({
        _id: randomUUID(),
        comNm,
        title,
        from: DAY,
        to: i === 0 ? null : DAY,
        isCurrent: i === 0,
        ...stamps,
      })),
    ),
    educations: JSON.stringify(
      (seed.qualifications ?? []).map((qualification) => ({
        _id: randomUUID(),
        instiNm: 'City College',
        qualification,
        fieldOfStudy: null,
        from: DAY,
        to: DAY,
        grade: null,
        ...stamps,
      })),
    ),
    certificates: JSON.stringify(
      (seed.certificates ?? []).map((title) => ({
        _id: randomUUID(),
        title,
        issuedBy: 'Issuer',
        from: DAY,
        to: null,
        ...stamps,
      })),
    ),
    is_searchable: seed.searchable ?? true,
    created_at: new Date(),
    updated_at: new Date(),
  };
  await db.insertInto('candidate_profiles').values(profile).execute();
  if (seed.lastActiveAt !== undefined || seed.status)
    await db
      .updateTable('users')
      .set({
        ...(seed.lastActiveAt !== undefined ? { last_active_at: seed.lastActiveAt } : {}),
        ...(seed.status ? { status: seed.status } : {}),
      })
      .where('id', '=', user.id)
      .execute();
  return user;
}

type Answer<T> = { code: string; message: string; data: T };

/** Calls the API as a user on the user's own board, DELETE included. */
export function searchCaller(server: TestServer) {
  return async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    user: TestUser,
    body?: unknown,
  ) {
    return server.call<Answer<T>>(method, `/client/api/v1/${path}`, {
      host: user.clientId === server.tenantB ? HOST_B : HOST_A,
      token: user.token,
      ...(body === undefined ? {} : { body }),
    });
  };
}
