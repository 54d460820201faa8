import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser } from '../test/world.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

type Refreshed = { code: string; data: { token: string; expiresAt: string } };

describe('POST /session/refresh', () => {
  it('swaps a valid token for a fresh one and retires the old one', async () => {
    const user = await makeUser(s.database.db, s.deps.secret, { clientId: s.tenantA, role: 'candidate' });
    const r = await s.call<Refreshed>('POST', '/session/refresh', { host: HOST_A, token: user.token });
    expect(r.status).toBe(200);
    expect(r.body.data.token).not.toBe(user.token);
    expect((await s.call('GET', '/client/api/v1/candidate/view', { host: HOST_A, token: user.token })).status).toBe(
      401,
    );
    expect(
      (await s.call('GET', '/client/api/v1/candidate/view', { host: HOST_A, token: r.body.data.token })).status,
    ).toBe(200);
  });

  it('refuses a missing token, and a token of another tenant', async () => {
    const user = await makeUser(s.database.db, s.deps.secret, { clientId: s.tenantA, role: 'employer' });
    expect((await s.call('POST', '/session/refresh', { host: HOST_A })).status).toBe(401);
    expect((await s.call('POST', '/session/refresh', { host: HOST_B, token: user.token })).status).toBe(401);
  });
});
