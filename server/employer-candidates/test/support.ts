// The world of the employer candidate tests, on top of the applications tests' world: tenant A's
// company (owner Priya, team member Tom), a rival company of the SAME tenant, tenant B. Candidates
// are made findable (searchable, with contact details and a resume) or left hidden; applications
// are written straight in; a company's plan allowance can be set to a chosen number.
import { sql } from 'kysely';
import { patchProfile } from '../../candidate-profile/repo.ts';
import { makeWorld, type World } from '../../applications/test/support.ts';
import { HOST_A, HOST_B, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

export type Answer<T> = { code: string; message: string; data: T };

export const RESUME = {
  uri: '/files/resumes/arjun.pdf',
  name: 'Arjun_Resume.pdf',
  mimeType: 'application/pdf',
  size: 1200,
};

export type EcWorld = World & {
  /** The rival company of tenant A (the world's `rival` is its owner). */
  rivalCompanyId: string;
};

export async function makeEcWorld(server: TestServer): Promise<EcWorld> {
  const world = await makeWorld(server);
  const row = await server.database.db
    .selectFrom('users')
    .select('company_id')
    .where('id', '=', world.rival.id)
    .executeTakeFirstOrThrow();
  return { ...world, rivalCompanyId: row.company_id ?? '' };
}

/** A candidate who chose to be found, with a mobile number, a LinkedIn address and a resume. */
export async function findable(server: TestServer, user: TestUser, mobNo = '9845012345'): Promise<TestUser> {
  const { db } = server.database;
  await db.updateTable('users').set({ mob_no: mobNo, country_code: '+91' }).where('id', '=', user.id).execute();
  await patchProfile(db, user.clientId, user.id, {
    is_searchable: true,
    headline: 'Backend Engineer',
    linkedin: 'https://www.linkedin.com/in/test-candidate',
    resume: JSON.stringify(RESUME),
  });
  return user;
}

export async function candidate(server: TestServer, clientId: string, firstName: string, searchable = true) {
  const user = await makeUser(server.database.db, server.deps.secret, {
    clientId,
    role: 'candidate',
    firstName,
    lastName: 'Test',
  });
  return searchable ? findable(server, user) : user;
}

export async function applyTo(server: TestServer, user: TestUser, jobId: string, at = new Date()): Promise<string> {
  const row = await server.database.db
    .insertInto('applications')
    .values({
      client_id: user.clientId,
      job_id: jobId,
      candidate_id: user.id,
      resume: null,
      answers: '{}',
      source: 'direct',
      applied_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets one allowance of the company's plan in force (its licence's snapshot), as a board admin could sell it. */
export async function setAllowance(
  server: TestServer,
  clientId: string,
  companyId: string,
  key: string,
  value: number | null,
): Promise<void> {
  await server.database.db
    .updateTable('licences')
    .set({ snapshot: sql`jsonb_set(snapshot, ${`{limits,${key}}`}::text[], ${JSON.stringify(value)}::jsonb)` })
    .where('client_id', '=', clientId)
    .where('company_id', '=', companyId)
    .where('kind', '=', 'plan')
    .where('expires_at', '>', new Date())
    .execute();
}

export const api = (path: string) => `/client/api/v1/${path}`;

export function caller(server: TestServer) {
  return <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, user: TestUser | null, body?: unknown) =>
    server.call<Answer<T>>(method, api(path), {
      host: user && user.clientId === server.tenantB ? HOST_B : HOST_A,
      token: user?.token ?? null,
      ...(body === undefined ? {} : { body }),
    });
}
