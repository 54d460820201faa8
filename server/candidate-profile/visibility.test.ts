// A candidate's choice to be found by employers: off for a new profile, on and off again by the
// candidate only, kept per board.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

let server: TestServer;
let candidate: TestUser;

const call = <T>(method: string, path: string, user: TestUser | null, body?: unknown, host = HOST_A) =>
  server.call<Answer<T>>(method, `/client/api/v1/${path}`, { host, token: user?.token ?? null, body });

beforeAll(async () => {
  server = await startTestServer();
  candidate = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
});
afterAll(() => server?.close());

describe('profile visibility', () => {
  it('starts hidden, turns on and off, and the profile says so', async () => {
    expect((await call<S['CandidateProfile']>('GET', 'candidate/view', candidate)).body.data.isSearchable).toBe(false);
    const on = await call<S['CandidateProfile']>('PUT', 'candidate-profile/visibility', candidate, {
      isSearchable: true,
    });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('Employers can now find your profile');
    expect(on.body.data.isSearchable).toBe(true);
    expect((await call<S['CandidateProfile']>('GET', 'candidate/view', candidate)).body.data.isSearchable).toBe(true);
    const off = await call<S['CandidateProfile']>('PUT', 'candidate-profile/visibility', candidate, {
      isSearchable: false,
    });
    expect(off.body.data.isSearchable).toBe(false);
  });

  it('refuses a body without the choice, naming the field, and callers who are not candidates', async () => {
    const bad = await call('PUT', 'candidate-profile/visibility', candidate, { isSearchable: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('isSearchable');
    const employer = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
    });
    expect((await call('PUT', 'candidate-profile/visibility', employer, { isSearchable: true })).status).toBe(403);
    expect((await call('PUT', 'candidate-profile/visibility', null, { isSearchable: true })).status).toBe(401);
  });

  it("does not carry a token to another board's host", async () => {
    const other = await call('PUT', 'candidate-profile/visibility', candidate, { isSearchable: true }, HOST_B);
    expect(other.status).toBe(401);
  });
});
