// "Trust this browser for 30 days": the second step's answer sets an HttpOnly cookie, and the same
// user's next login from it skips the step; another user, another board, an expired or forgotten
// browser, and turning two-factor sign-in off all bring the step back (docs/two-factor.md).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, TEST_PASSWORD, type TestUser } from '../test/world.ts';
import { DEVICE_COOKIE } from '../users/device-cookie.ts';
import { API, codeAt, forgetUsedSteps, turnOn } from './test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Answer = {
  data: {
    token?: string;
    twoFactor?: { challenge: string };
    rememberedBrowsers?: { label: string }[];
  } | null;
};

const address = () => ({ 'x-forwarded-for': `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function employer(clientId = server.tenantA): Promise<TestUser> {
  const { db } = server.database;
  const companyId = await makeCompany(db, clientId, `Trust ${randomBytes(3).toString('hex')}`);
  return makeUser(db, server.deps.secret, { clientId, role: 'employer', companyId });
}

const login = (user: TestUser, cookie?: string, host = HOST_A) =>
  server.call<Answer>('POST', '/client/api/v1/employer/login', {
    host,
    headers: { ...address(), ...(cookie ? { cookie } : {}) },
    body: { email: user.email, password: TEST_PASSWORD },
  });

/** Signs in through the second step with "trust this browser"; answers the cookie the answer set. */
async function trustedSignIn(user: TestUser, secret: string): Promise<string> {
  const challenged = await login(user);
  expect(challenged.status).toBe(403);
  const res = await server.call<Answer>('POST', `${API}/sign-in`, {
    host: HOST_A,
    headers: { ...address(), 'user-agent': CHROME },
    // The next step's code: the enrolment spent this step's (replays are refused).
    body: {
      challenge: challenged.body.data?.twoFactor?.challenge,
      code: codeAt(secret, Date.now() + 30_000),
      rememberDevice: true,
    },
  });
  expect(res.status).toBe(200);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  expect(setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=tdv_[A-Za-z0-9_-]{43}; Path=/client/api/v1/; Expires=`));
  expect(setCookie).toContain('HttpOnly');
  expect(setCookie).toContain('SameSite=Strict');
  return setCookie.split(';')[0] ?? '';
}

describe('remembered browsers', () => {
  it('skips the second step for the same user from the trusted browser, and lists it', async () => {
    const user = await employer();
    const { secret } = await turnOn(server, user);
    const cookie = await trustedSignIn(user, secret);

    const again = await login(user, cookie);
    expect(again.status).toBe(200);
    expect(again.body.data?.token).toBeTruthy();
    // Without the cookie, the step is asked as before.
    expect((await login(user)).status).toBe(403);

    const status = await server.call<Answer>('GET', API, { host: HOST_A, token: user.token });
    expect(status.body.data?.rememberedBrowsers).toMatchObject([{ label: 'Chrome on Windows' }]);
    const stored = await server.database.db
      .selectFrom('two_factor_devices')
      .select('token_hash')
      .where('client_id', '=', server.tenantA)
      .where('user_id', '=', user.id)
      .execute();
    // Only a digest is kept: the cookie's token is nowhere in the row.
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(cookie.split('=')[1]);
  });

  it('does not vouch for another user, on another board, once expired, or once forgotten', async () => {
    const user = await employer();
    const { secret } = await turnOn(server, user);
    const cookie = await trustedSignIn(user, secret);

    const colleague = await employer();
    await turnOn(server, colleague);
    expect((await login(colleague, cookie)).status).toBe(403);

    const forged = `${DEVICE_COOKIE}=tdv_${randomBytes(32).toString('base64url')}`;
    expect((await login(user, forged)).status).toBe(403);

    await server.database.db
      .updateTable('two_factor_devices')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('client_id', '=', server.tenantA)
      .where('user_id', '=', user.id)
      .execute();
    expect((await login(user, cookie)).status).toBe(403);

    await forgetUsedSteps(server, user);
    const second = await trustedSignIn(user, secret);
    expect((await login(user, second)).status).toBe(200);
    const forgotten = await server.call<Answer>('POST', `${API}/browsers/forget`, { host: HOST_A, token: user.token });
    expect(forgotten.status).toBe(200);
    expect(forgotten.body.data?.rememberedBrowsers).toEqual([]);
    expect((await login(user, second)).status).toBe(403);
  });

  it('is forgotten when two-factor sign-in is turned off, and never works on another board', async () => {
    const user = await employer();
    const { secret, recoveryCodes } = await turnOn(server, user);
    const cookie = await trustedSignIn(user, secret);
    const other = await employer(server.tenantB);
    await turnOn(server, other, HOST_B);
    expect((await login(other, cookie, HOST_B)).status).toBe(403);

    const off = await server.call('POST', `${API}/disable`, {
      host: HOST_A,
      token: user.token,
      body: { recoveryCode: recoveryCodes[0], password: TEST_PASSWORD },
    });
    expect(off.status).toBe(200);
    const left = await server.database.db
      .selectFrom('two_factor_devices')
      .select('id')
      .where('client_id', '=', server.tenantA)
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses an admin acting for the account', async () => {
    const user = await employer();
    const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const res = await server.call('POST', `${API}/browsers/forget`, {
      host: HOST_A,
      token: admin.token,
      headers: { 'x-admin-id': user.id },
    });
    expect(res.status).toBe(403);
  });
});
