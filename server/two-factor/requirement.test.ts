// The board requires two-factor sign-in of employers and/or admins: until they turn it on, every
// call but turning it on (and the session's own, and public ones) answers 403 with
// data.twoFactorRequired; candidates and other boards are untouched; the plan's flag rules it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { API, setBoardFlag, setRequiredFor, turnOn } from './test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Answer = { message: string; data: { twoFactorRequired?: boolean; required?: boolean } | null };

async function employer(clientId = server.tenantA): Promise<TestUser> {
  const { db } = server.database;
  const companyId = await makeCompany(db, clientId, `Required ${randomBytes(3).toString('hex')}`);
  return makeUser(db, server.deps.secret, { clientId, role: 'employer', companyId });
}

/** A secured call of the employer's own (their profile), on the user's board. */
const ownProfile = (user: TestUser, host = HOST_A) =>
  server.call<Answer>('GET', '/client/api/v1/employer/view', { host, token: user.token });

describe('two-factor sign-in required by the board', () => {
  it('refuses an employer without it everything but turning it on, then lets them in once it is on', async () => {
    await setRequiredFor(server, server.tenantA, ['employer']);
    try {
      const user = await employer();
      const refused = await ownProfile(user);
      expect(refused.status).toBe(403);
      expect(refused.body.data?.twoFactorRequired).toBe(true);
      expect(refused.body.message).toMatch(/requires two-factor sign-in/);

      // Public calls and the two-factor calls still answer.
      const status = await server.call<Answer>('GET', API, { host: HOST_A, token: user.token });
      expect(status.status).toBe(200);
      expect(status.body.data?.required).toBe(true);
      const jobs = await server.call('POST', '/client/api/v1/jobs/get-job-list', {
        host: HOST_A,
        token: user.token,
        body: { keyword: 'nurse', limit: 10 },
      });
      expect(jobs.status, JSON.stringify(jobs.body)).toBe(200);

      await turnOn(server, user);
      expect((await ownProfile(user)).status).toBe(200);
    } finally {
      await setRequiredFor(server, server.tenantA, []);
    }
  });

  it('leaves candidates, admins (when only employers are named), other boards and a plan without the flag alone', async () => {
    await setRequiredFor(server, server.tenantB, ['employer']);
    try {
      const other = await employer();
      expect((await ownProfile(other)).status).toBe(200);
      const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
      const adminStatus = await server.call<Answer>('GET', API, { host: HOST_B, token: admin.token });
      expect(adminStatus.body.data?.required).toBe(false);

      const user = await employer(server.tenantB);
      expect((await ownProfile(user, HOST_B)).status).toBe(403);
      await setBoardFlag(server, server.tenantB, false);
      try {
        expect((await ownProfile(user, HOST_B)).status).toBe(200);
      } finally {
        await setBoardFlag(server, server.tenantB, true);
      }
    } finally {
      await setRequiredFor(server, server.tenantB, []);
    }
  });

  it('holds an admin acting for an account to the admin’s own second factor', async () => {
    await setRequiredFor(server, server.tenantA, ['admin']);
    try {
      const user = await employer();
      expect((await ownProfile(user)).status).toBe(200);
      const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
      const acting = await server.call<Answer>('GET', '/client/api/v1/employer/view', {
        host: HOST_A,
        token: admin.token,
        headers: { 'x-admin-id': user.id },
      });
      expect(acting.status).toBe(403);
      expect(acting.body.data?.twoFactorRequired).toBe(true);
      await turnOn(server, admin);
      const after = await server.call('GET', '/client/api/v1/employer/view', {
        host: HOST_A,
        token: admin.token,
        headers: { 'x-admin-id': user.id },
      });
      expect(after.status).toBe(200);
    } finally {
      await setRequiredFor(server, server.tenantA, []);
    }
  });

  it('is set in the admin settings, and refused for a value it does not know', async () => {
    const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const url = '/client/api/v1/admin/settings';
    const bad = await server.call<{ data: { fields: { field: string }[] } }>('PUT', url, {
      host: HOST_A,
      token: admin.token,
      body: { policies: { twoFactorRequiredFor: ['candidate'] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0]?.field).toMatch(/twoFactorRequiredFor/);
    const saved = await server.call<{ data: { policies: { twoFactorRequiredFor: string[] } } }>('PUT', url, {
      host: HOST_A,
      token: admin.token,
      body: { policies: { twoFactorRequiredFor: ['employer'] } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.policies.twoFactorRequiredFor).toEqual(['employer']);
    const user = await employer();
    expect((await ownProfile(user)).status).toBe(403);
    await setRequiredFor(server, server.tenantA, []);
    expect((await ownProfile(user)).status).toBe(200);
  });
});
