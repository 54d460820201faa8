// The board's admin resets an account's two-factor sign-in after a lost phone: audited, scoped to
// the admin's board, never their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, TEST_PASSWORD } from '../test/world.ts';
import { API, turnOn } from './test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('an admin resets two-factor sign-in', () => {
  it('turns it off for an account of the board, writes the audit log, and the login answers a session', async () => {
    const { db } = server.database;
    const companyId = await makeCompany(db, server.tenantA, `Reset Co ${Date.now()}`);
    const user = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
    const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    await turnOn(server, user);

    const reset = await server.call<{ data: { accountId: string; wasOn: boolean } }>(
      'POST',
      `${API}/accounts/${user.id}/reset`,
      { host: HOST_A, token: admin.token, body: { reason: 'Lost phone' } },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ accountId: user.id, wasOn: true });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'acting_for_id', 'detail'])
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'account.two_factor_reset')
      .where('acting_for_id', '=', user.id)
      .execute();
    expect(audit).toMatchObject([{ actor_id: admin.id, detail: { reason: 'Lost phone', wasOn: true } }]);
    const login = await server.call('POST', '/client/api/v1/employer/login', {
      host: HOST_A,
      headers: { 'x-forwarded-for': '10.9.9.9' },
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('refuses another board’s account, the admin’s own, and anyone but an admin', async () => {
    const { db } = server.database;
    const companyB = await makeCompany(db, server.tenantB, `Reset B ${Date.now()}`);
    const other = await makeUser(db, server.deps.secret, {
      clientId: server.tenantB,
      role: 'employer',
      companyId: companyB,
    });
    const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const foreign = await server.call('POST', `${API}/accounts/${other.id}/reset`, {
      host: HOST_A,
      token: admin.token,
    });
    expect(foreign.status).toBe(404);
    const own = await server.call('POST', `${API}/accounts/${admin.id}/reset`, { host: HOST_A, token: admin.token });
    expect(own.status).toBe(403);
    const companyA = await makeCompany(db, server.tenantA, `Reset A ${Date.now()}`);
    const employer = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      companyId: companyA,
    });
    const notAdmin = await server.call('POST', `${API}/accounts/${admin.id}/reset`, {
      host: HOST_A,
      token: employer.token,
    });
    expect(notAdmin.status).toBe(403);
    const otherHost = await server.call('POST', `${API}/accounts/${other.id}/reset`, {
      host: HOST_B,
      token: admin.token,
    });
    expect(otherHost.status).toBe(401);
  });
});
