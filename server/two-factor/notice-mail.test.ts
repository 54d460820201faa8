// The account holder is told of each change to their second factor, by a mail queued in the outbox:
// turned on, a recovery code spent at sign-in (with the count left), turned off, reset by the admin;
// in the account holder's language.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, TEST_PASSWORD, type TestUser } from '../test/world.ts';
import { API, turnOn } from './test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const address = () => ({ 'x-forwarded-for': `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });

async function employer(): Promise<TestUser> {
  const { db } = server.database;
  const companyId = await makeCompany(db, server.tenantA, `Notice ${randomBytes(3).toString('hex')}`);
  return makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
}

const noticesTo = async (email: string) =>
  server.database.db
    .selectFrom('outbox')
    .select(['subject', 'text'])
    .where('client_id', '=', server.tenantA)
    .where('to_address', '=', email)
    .where('kind', '=', 'two_factor_notice')
    .orderBy('created_at')
    .execute();

describe('two-factor notices', () => {
  it('tells the account holder it was turned on, that a recovery code was used, and that it was turned off', async () => {
    const user = await employer();
    const { recoveryCodes } = await turnOn(server, user);
    const challenged = await server.call<{ data: { twoFactor?: { challenge: string } } }>(
      'POST',
      '/client/api/v1/employer/login',
      { host: HOST_A, headers: address(), body: { email: user.email, password: TEST_PASSWORD } },
    );
    const signedIn = await server.call('POST', `${API}/sign-in`, {
      host: HOST_A,
      headers: address(),
      body: { challenge: challenged.body.data.twoFactor?.challenge, recoveryCode: recoveryCodes[0] },
    });
    expect(signedIn.status).toBe(200);
    const off = await server.call('POST', `${API}/disable`, {
      host: HOST_A,
      token: user.token,
      body: { recoveryCode: recoveryCodes[1], password: TEST_PASSWORD },
    });
    expect(off.status).toBe(200);

    const notices = await noticesTo(user.email);
    expect(notices.map((n) => n.subject)).toEqual([
      'Two-factor sign-in is on',
      'A recovery code was used to sign in',
      'Two-factor sign-in was turned off',
    ]);
    expect(notices[1]?.text).toContain('9 codes are left');
  });

  it('tells the account holder when the admin resets it, and says nothing when there was nothing to reset', async () => {
    const user = await employer();
    const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const idle = await employer();
    expect(
      (await server.call('POST', `${API}/accounts/${idle.id}/reset`, { host: HOST_A, token: admin.token })).status,
    ).toBe(200);
    expect(await noticesTo(idle.email)).toEqual([]);

    await turnOn(server, user);
    const reset = await server.call('POST', `${API}/accounts/${user.id}/reset`, { host: HOST_A, token: admin.token });
    expect(reset.status).toBe(200);
    expect((await noticesTo(user.email)).map((n) => n.subject)).toEqual([
      'Two-factor sign-in is on',
      'Two-factor sign-in was reset',
    ]);
  });

  it("is written in the account holder's language while the board offers it", async () => {
    const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const offered = await server.call('PUT', '/client/api/v1/admin/settings', {
      host: HOST_A,
      token: admin.token,
      body: { languages: { available: ['en', 'es'], default: 'en' } },
    });
    expect(offered.status).toBe(200);
    const user = await employer();
    await server.database.db.updateTable('users').set({ locale: 'es' }).where('id', '=', user.id).execute();
    await turnOn(server, user);
    const [notice] = await noticesTo(user.email);
    expect(notice?.subject).toBe('El inicio de sesión en dos pasos está activado');
    expect(notice?.text).toContain('Si no fuiste tú, cambia tu contraseña ahora');
  });
});
