// Two-factor sign-in over HTTP: enrolment, the login's challenge, recovery codes, replay and rate
// limits, the plan flag and the boards kept apart (docs/two-factor.md).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, TEST_PASSWORD, type TestUser } from '../test/world.ts';
import { API, codeAt, forgetUsedSteps, setBoardFlag, turnOn } from './test/support.ts';

let server: TestServer;

type Failure = {
  code: string;
  message: string;
  data: {
    fields?: { field: string }[];
    twoFactor?: { challenge: string; expiresAt: string };
    retryAfterSeconds?: number;
  } | null;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function employer(clientId = server.tenantA): Promise<TestUser> {
  const { db } = server.database;
  const companyId = await makeCompany(db, clientId, `Two Factor ${randomBytes(3).toString('hex')}`);
  return makeUser(db, server.deps.secret, { clientId, role: 'employer', companyId });
}

/** A client address of its own per call site, so the per-address limits of one test do not reach another. */
const address = () => ({ 'x-forwarded-for': `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });

async function login(user: TestUser, host = HOST_A, role: 'employer' | 'candidate' = 'employer', headers = address()) {
  return server.call<Failure>('POST', `/client/api/v1/${role}/login`, {
    host,
    headers,
    body: { email: user.email, password: TEST_PASSWORD },
  });
}

async function challengeOf(user: TestUser, host = HOST_A, role: 'employer' | 'candidate' = 'employer') {
  const res = await login(user, host, role);
  expect(res.status).toBe(403);
  const challenge = res.body.data?.twoFactor?.challenge;
  if (!challenge) throw new Error('no challenge');
  return challenge;
}

const signIn = (body: Record<string, string>, host = HOST_A, headers = address()) =>
  server.call<Failure & { data: { token?: string } }>('POST', `${API}/sign-in`, { host, headers, body });

const fieldsOf = (res: { body: Failure }) => res.body.data?.fields?.map((f) => f.field) ?? [];

describe('enrolment', () => {
  it('answers the secret once, confirms with a current code and gives ten recovery codes', async () => {
    const user = await employer();
    const started = await server.call<{ data: { secret: string; otpauthUri: string; qrCode: string } }>(
      'POST',
      `${API}/enrolment`,
      { host: HOST_A, token: user.token },
    );
    expect(started.status).toBe(200);
    const { secret, otpauthUri, qrCode } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);

    const row = await server.database.db
      .selectFrom('two_factor_secrets')
      .selectAll()
      .where('client_id', '=', server.tenantA)
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(secret);

    const pending = await server.call<{ data: { pending: boolean; enabled: boolean } }>('GET', API, {
      host: HOST_A,
      token: user.token,
    });
    expect(pending.body.data).toMatchObject({ pending: true, enabled: false });

    const wrong = await server.call<Failure>('POST', `${API}/enrolment/confirm`, {
      host: HOST_A,
      token: user.token,
      body: { code: codeAt(secret, Date.now() - 10 * 60_000) },
    });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['body.code']);

    const confirmed = await server.call<{ data: { recoveryCodes: string[] } }>('POST', `${API}/enrolment/confirm`, {
      host: HOST_A,
      token: user.token,
      body: { code: codeAt(secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.data.recoveryCodes).size).toBe(10);
    const stored = await server.database.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('client_id', '=', server.tenantA)
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(confirmed.body.data.recoveryCodes[0]);

    const again = await server.call('POST', `${API}/enrolment`, { host: HOST_A, token: user.token });
    expect(again.status).toBe(409);
    const status = await server.call<{ data: unknown }>('GET', API, { host: HOST_A, token: user.token });
    expect(status.body.data).toMatchObject({
      enabled: true,
      pending: false,
      recoveryCodesLeft: 10,
      passwordRequired: true,
    });
  });

  it('refuses a bad code and a confirmation without an enrolment, naming the field', async () => {
    const user = await employer();
    const malformed = await server.call<Failure>('POST', `${API}/enrolment/confirm`, {
      host: HOST_A,
      token: user.token,
      body: { code: '12ab' },
    });
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed)[0]).toContain('code');
    const none = await server.call('POST', `${API}/enrolment/confirm`, {
      host: HOST_A,
      token: user.token,
      body: { code: '123456' },
    });
    expect(none.status).toBe(404);
  });

  it('refuses turning it on when the board plan lacks the flag, and the login is then not challenged for users without it', async () => {
    const user = await employer(server.tenantB);
    await setBoardFlag(server, server.tenantB, false);
    try {
      expect((await server.call('POST', `${API}/enrolment`, { host: HOST_B, token: user.token })).status).toBe(403);
      // The status is not gated: the settings learn from it that the plan lacks the feature.
      const status = await server.call<{ data: { available: boolean; enabled: boolean } }>('GET', API, {
        host: HOST_B,
        token: user.token,
      });
      expect(status.status).toBe(200);
      expect(status.body.data).toMatchObject({ available: false, enabled: false });
      const res = await login(user, HOST_B);
      expect(res.status).toBe(200);
    } finally {
      await setBoardFlag(server, server.tenantB, true);
    }
  });
});

describe('signing in', () => {
  it('keeps the login answer for a user without two-factor sign-in', async () => {
    const user = await employer();
    const res = await server.call<{ data: { token: string; user: { email: string } } }>(
      'POST',
      '/client/api/v1/employer/login',
      { host: HOST_A, headers: address(), body: { email: user.email, password: TEST_PASSWORD } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    expect(res.body.data.user.email).toBe(user.email);
  });

  it('answers a challenge instead of a session, refuses a replayed code and trades a fresh one for the session', async () => {
    const user = await employer();
    const { secret, at } = await turnOn(server, user);
    const res = await login(user);
    expect(res.status).toBe(403);
    expect(res.body.data?.twoFactor?.challenge).toMatch(/^tfc_/);
    expect(res.body).not.toHaveProperty('data.token');
    const challenge = res.body.data?.twoFactor?.challenge ?? '';

    const replay = await signIn({ challenge, code: codeAt(secret, at) });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/already used/);

    const wrong = await signIn({ challenge, code: codeAt(secret, at - 10 * 60_000) });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['body.code']);

    const missing = await signIn({ challenge });
    expect(missing.status).toBe(400);

    // The next step's code: within the ±1 window and after the step the confirmation spent.
    const good = await signIn({ challenge, code: codeAt(secret, at + 30_000) });
    expect(good.status).toBe(200);
    expect(good.body.data.token).toBeTruthy();
    const me = await server.call('GET', API, { host: HOST_A, token: good.body.data.token ?? '' });
    expect(me.status).toBe(200);

    await forgetUsedSteps(server, user);
    const reused = await signIn({ challenge, code: codeAt(secret) });
    expect(reused.status).toBe(400);
    expect(fieldsOf(reused)).toEqual(['body.challenge']);
  });

  it('challenges candidates and admins too', async () => {
    const { db } = server.database;
    const candidate = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
    const { secret } = await turnOn(server, candidate);
    const challenge = await challengeOf(candidate, HOST_A, 'candidate');
    await forgetUsedSteps(server, candidate);
    expect((await signIn({ challenge, code: codeAt(secret) })).status).toBe(200);

    const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const adminSecret = (await turnOn(server, admin)).secret;
    const adminChallenge = await challengeOf(admin);
    await forgetUsedSteps(server, admin);
    const session = await signIn({ challenge: adminChallenge, code: codeAt(adminSecret) });
    expect(session.status).toBe(200);
  });

  it('takes each recovery code once, case and dash ignored', async () => {
    const user = await employer();
    const { recoveryCodes } = await turnOn(server, user);
    const [first = ''] = recoveryCodes;
    const used = await signIn({
      challenge: await challengeOf(user),
      recoveryCode: first.toUpperCase().replace('-', ''),
    });
    expect(used.status).toBe(200);
    const again = await signIn({ challenge: await challengeOf(user), recoveryCode: first });
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toEqual(['body.recoveryCode']);
    const status = await server.call<{ data: { recoveryCodesLeft: number } }>('GET', API, {
      host: HOST_A,
      token: user.token,
    });
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it('ends a challenge after five wrong codes and locks the account after ten in 15 minutes', async () => {
    const user = await employer();
    const { secret } = await turnOn(server, user);
    const wrongCode = codeAt(secret, Date.now() - 10 * 60_000);
    const challenge = await challengeOf(user);
    for (let i = 0; i < 5; i++) expect((await signIn({ challenge, code: wrongCode })).status).toBe(400);
    await forgetUsedSteps(server, user);
    const spent = await signIn({ challenge, code: codeAt(secret) });
    expect(spent.status).toBe(400);
    expect(fieldsOf(spent)).toEqual(['body.challenge']);

    const second = await challengeOf(user);
    for (let i = 0; i < 5; i++) expect((await signIn({ challenge: second, code: wrongCode })).status).toBe(400);
    const third = await challengeOf(user);
    const limited = await signIn({ challenge: third, code: codeAt(secret) });
    expect(limited.status).toBe(429);
    expect(limited.body.data?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('does not take a challenge of one board on another', async () => {
    const user = await employer();
    const { secret } = await turnOn(server, user);
    const challenge = await challengeOf(user);
    await forgetUsedSteps(server, user);
    const elsewhere = await signIn({ challenge, code: codeAt(secret) }, HOST_B);
    expect(elsewhere.status).toBe(400);
    expect(fieldsOf(elsewhere)).toEqual(['body.challenge']);
    expect((await signIn({ challenge, code: codeAt(secret) })).status).toBe(200);
  });

  it('keeps secrets per board: the same person on board B is not challenged by board A', async () => {
    const userA = await employer(server.tenantA);
    await turnOn(server, userA);
    const { db } = server.database;
    const companyB = await makeCompany(db, server.tenantB, `Two Factor B ${randomBytes(3).toString('hex')}`);
    const userB = await makeUser(db, server.deps.secret, {
      clientId: server.tenantB,
      role: 'employer',
      companyId: companyB,
      email: userA.email,
    });
    expect((await login(userB, HOST_B)).status).toBe(200);
    const status = await server.call<{ data: { enabled: boolean } }>('GET', API, { host: HOST_B, token: userB.token });
    expect(status.body.data.enabled).toBe(false);
  });
});

describe('recovery codes and turning off', () => {
  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const user = await employer();
    const { secret, recoveryCodes } = await turnOn(server, user);
    const wrong = await server.call<Failure>('POST', `${API}/recovery-codes`, {
      host: HOST_A,
      token: user.token,
      body: { code: codeAt(secret, Date.now() - 10 * 60_000) },
    });
    expect(wrong.status).toBe(400);
    await forgetUsedSteps(server, user);
    const fresh = await server.call<{ data: { recoveryCodes: string[] } }>('POST', `${API}/recovery-codes`, {
      host: HOST_A,
      token: user.token,
      body: { code: codeAt(secret) },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.recoveryCodes).not.toContain(recoveryCodes[0]);
    const old = await signIn({ challenge: await challengeOf(user), recoveryCode: recoveryCodes[0] ?? '' });
    expect(old.status).toBe(400);
    const current = await signIn({
      challenge: await challengeOf(user),
      recoveryCode: fresh.body.data.recoveryCodes[0] ?? '',
    });
    expect(current.status).toBe(200);
  });

  it('turns off with the password and a code or a recovery code, and the login answers a session again', async () => {
    const user = await employer();
    const { secret, recoveryCodes } = await turnOn(server, user);
    await forgetUsedSteps(server, user);
    const noPassword = await server.call<Failure>('POST', `${API}/disable`, {
      host: HOST_A,
      token: user.token,
      body: { code: codeAt(secret) },
    });
    expect(noPassword.status).toBe(400);
    expect(fieldsOf(noPassword)).toEqual(['body.password']);
    const wrongPassword = await server.call<Failure>('POST', `${API}/disable`, {
      host: HOST_A,
      token: user.token,
      body: { code: codeAt(secret), password: 'not-it-1A!' },
    });
    expect(fieldsOf(wrongPassword)).toEqual(['body.password']);
    const noCode = await server.call<Failure>('POST', `${API}/disable`, {
      host: HOST_A,
      token: user.token,
      body: { password: TEST_PASSWORD },
    });
    expect(noCode.status).toBe(400);
    expect(fieldsOf(noCode)).toEqual(['body.code']);
    const off = await server.call<{ data: { enabled: boolean } }>('POST', `${API}/disable`, {
      host: HOST_A,
      token: user.token,
      body: { recoveryCode: recoveryCodes[3] ?? '', password: TEST_PASSWORD },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    expect((await login(user)).status).toBe(200);
    const offAgain = await server.call('POST', `${API}/disable`, {
      host: HOST_A,
      token: user.token,
      body: { code: codeAt(secret), password: TEST_PASSWORD },
    });
    expect(offAgain.status).toBe(404);
  });

  it('is the account holder’s own: an admin acting for an account is refused', async () => {
    const { db } = server.database;
    const user = await employer();
    const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const res = await server.call('GET', API, {
      host: HOST_A,
      token: admin.token,
      headers: { 'x-admin-id': user.id },
    });
    expect(res.status).toBe(403);
  });
});
