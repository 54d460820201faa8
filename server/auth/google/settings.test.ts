// A board's Google client: read from the tenant's settings (both values needed), the callback on
// the host the sign-in started from, and the console's Settings over HTTP: the admin sets, changes
// and clears it, the secret is never answered, a bad value is refused naming the field, and one
// board's client is neither seen nor used by another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import type { Tenant } from '../../http/context.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';
import { googleKeysOf } from '../../board-settings/google-keys.ts';
import { GOOGLE_ISSUER, googleIssuer, redirectUriOf } from './settings.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

const tenant = (host: string, settings: Record<string, unknown> = {}): Tenant => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Acme Careers',
  slug: 'acme',
  status: 'active',
  subscription: 'PREMIUM_YEALY',
  tier: 'premium',
  settings,
  appearance: {},
  host,
  primaryHost: host,
});

describe('Google settings', () => {
  it('needs both the client id and the secret', () => {
    expect(googleKeysOf(tenant('acme.test'))).toBeNull();
    expect(googleKeysOf(tenant('acme.test', { google: { clientId: '123.apps.googleusercontent.com' } }))).toBeNull();
    expect(googleKeysOf(tenant('acme.test', { google: { clientId: 'id', clientSecret: 'GOCSPX-s' } }))).toEqual({
      clientId: 'id',
      clientSecret: 'GOCSPX-s',
    });
    // LinkedIn's app is not Google's client.
    expect(googleKeysOf(tenant('acme.test', { linkedin: { clientId: 'id', clientSecret: 's' } }))).toBeNull();
  });

  it("sends the browser back to the host it came from, over https but on a developer's machine", () => {
    const req = (host: string) => ({ protocol: 'http' as const, headers: { host } });
    expect(redirectUriOf(tenant('careers.brightlane.in'), req('careers.brightlane.in'))).toBe(
      'https://careers.brightlane.in/google-sign-in',
    );
    expect(redirectUriOf(tenant('globex.localhost'), req('globex.localhost:3000'))).toBe(
      'http://globex.localhost:3000/google-sign-in',
    );
  });

  it("is Google's issuer unless GOOGLE_ISSUER names another", () => {
    const previous = process.env.GOOGLE_ISSUER;
    delete process.env.GOOGLE_ISSUER;
    try {
      expect(googleIssuer().href).toBe(`${GOOGLE_ISSUER}/`);
      process.env.GOOGLE_ISSUER = 'http://127.0.0.1:4999';
      expect(googleIssuer().href).toBe('http://127.0.0.1:4999/');
    } finally {
      if (previous === undefined) delete process.env.GOOGLE_ISSUER;
      else process.env.GOOGLE_ISSUER = previous;
    }
  });
});

describe("the console's Google client", () => {
  let server: TestServer;
  let adminA: TestUser;
  let adminB: TestUser;
  const api = <T>(method: string, path: string, user: TestUser | null, body?: unknown, host = HOST_A) =>
    server.call<Answer<T>>(method, `/client/api/v1/${path}`, {
      host,
      token: user?.token ?? null,
      ...(body === undefined ? {} : { body }),
    });
  const storedOf = async (clientId: string) =>
    (
      await server.database.db
        .selectFrom('clients')
        .select('settings')
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow()
    ).settings.google;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    adminA = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    adminB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  });
  afterAll(async () => server?.close());

  it('is set, changed and cleared by the board admin, never answered, and offered only while set', async () => {
    const secret = 'GOCSPX-NorthwindSecretValue';
    const set = await api<S['AdminSettings']>('PUT', 'admin/settings', adminA, {
      gateways: { google: { clientId: '1234-abc.apps.googleusercontent.com', clientSecret: secret } },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.gateways.google).toEqual({ configured: true, keys: { clientId: true, clientSecret: true } });
    expect(JSON.stringify(set.body)).not.toContain(secret);
    const got = await api<S['AdminSettings']>('GET', 'admin/settings', adminA);
    expect(JSON.stringify(got.body)).not.toContain(secret);
    expect(JSON.stringify(got.body)).not.toContain('1234-abc');
    const site = await api<S['Settings']>('GET', 'settings/get-settings', null);
    expect(site.body.data.socialLogin).toContain('google');
    expect(JSON.stringify(site.body)).not.toContain(secret);

    const changed = await api<S['AdminSettings']>('PUT', 'admin/settings', adminA, {
      gateways: { google: { clientSecret: 'GOCSPX-Rotated' } },
    });
    expect(changed.status).toBe(200);
    expect(await storedOf(server.tenantA)).toEqual({
      clientId: '1234-abc.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-Rotated',
    });

    // The other board sees nothing of it, and offers no Google.
    const other = await api<S['AdminSettings']>('GET', 'admin/settings', adminB, undefined, HOST_B);
    expect(other.body.data.gateways.google.configured).toBe(false);
    const otherSite = await api<S['Settings']>('GET', 'settings/get-settings', null, undefined, HOST_B);
    expect(otherSite.body.data.socialLogin).not.toContain('google');
    expect((await api('GET', 'social-auth/google/candidate/login', null, undefined, HOST_B)).status).toBe(404);
    // Nor can its admin change this board's client through their own token.
    expect((await api('PUT', 'admin/settings', adminB, { gateways: { google: null } })).status).toBe(401);
    expect(await storedOf(server.tenantA)).toMatchObject({ clientSecret: 'GOCSPX-Rotated' });

    const cleared = await api<S['AdminSettings']>('PUT', 'admin/settings', adminA, { gateways: { google: null } });
    expect(cleared.body.data.gateways.google.configured).toBe(false);
    expect(await storedOf(server.tenantA)).toBeUndefined();
    const after = await api<S['Settings']>('GET', 'settings/get-settings', null);
    expect(after.body.data.socialLogin).not.toContain('google');
  });

  it('refuses a bad value naming the field', async () => {
    const cases: unknown[] = [
      { gateways: { google: { clientId: 'has spaces in it' } } },
      { gateways: { google: { clientSecret: '' } } },
      { gateways: { google: { apiKey: 'x' } } },
      { gateways: { google: {} } },
    ];
    for (const body of cases) {
      const r = await api('PUT', 'admin/settings', adminA, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body), JSON.stringify(body)).toContain('body.gateways.google');
    }
  });
});
