// The board's Google Maps key over HTTP (docs/maps.md): an admin sets, changes and clears it, a key
// of any other shape is refused naming its field, the public settings serve it on that board only,
// the audit log names the field, and the page's Content-Security-Policy lets Google's frame in only
// for a board that has a key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import type { Tenant } from '../../http/context.ts';
import { pagePolicy } from '../../page-serving/page-policy.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

const KEY = 'AIzaSyMapsTest_Northwind-Board-00000001';
const NEXT_KEY = 'AIzaSyMapsTest_Northwind-Board-00000002';

let server: TestServer;
let admin: TestUser;

const api = <T>(method: string, path: string, user: TestUser | null, body?: unknown, host = HOST_A) =>
  server.call<Answer<T>>(method, `/client/api/v1/${path}`, {
    host,
    token: user?.token ?? null,
    ...(body === undefined ? {} : { body }),
  });
const save = (body: unknown) => api<S['AdminSettings']>('PUT', 'admin/settings', admin, body);
const publicKey = async (host = HOST_A) =>
  (await api<S['Settings']>('GET', 'settings/get-settings', null, undefined, host)).body.data.maps?.apiKey;

beforeAll(async () => {
  server = await startTestServer();
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
});
afterAll(async () => server?.close());

describe('the maps key', () => {
  it('is unset by default, in the console and the public settings', async () => {
    const read = await api<S['AdminSettings']>('GET', 'admin/settings', admin);
    expect(read.status).toBe(200);
    expect(read.body.data.maps).toEqual({ apiKey: null });
    expect(await publicKey()).toBeNull();
  });

  it('refuses a key of any other shape, naming the field, and keeps the stored one', async () => {
    expect((await save({ maps: { apiKey: KEY } })).status).toBe(200);
    const cases: unknown[] = [
      { apiKey: 'AIza-too-short' },
      { apiKey: `${KEY}0` },
      { apiKey: KEY.replace('AIza', 'BIza') },
      { apiKey: `${KEY.slice(0, 38)} ` },
      { apiKey: `${KEY.slice(0, 38)}"` },
      { apiKey: '' },
      { apiKey: 42 },
    ];
    for (const maps of cases) {
      const r = await save({ maps });
      expect(r.status, JSON.stringify(maps)).toBe(400);
      expect(JSON.stringify(r.body), JSON.stringify(maps)).toContain('body.maps.apiKey');
    }
    const extra = await save({ maps: { apiKey: KEY, secret: 'x' } });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toContain('body.maps');
    expect(await publicKey()).toBe(KEY);
  });

  it('is served by get-settings once saved, changed and cleared, on its board only', async () => {
    const saved = await save({ maps: { apiKey: NEXT_KEY } });
    expect(saved.status).toBe(200);
    // A public browser key: the console shows it back.
    expect(saved.body.data.maps).toEqual({ apiKey: NEXT_KEY });
    expect(await publicKey()).toBe(NEXT_KEY);
    expect(await publicKey(HOST_B)).toBeNull();
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'settings.updated')
      .execute();
    expect(JSON.stringify(audit)).toContain('mapsApiKey');

    // Another section saved alone keeps the key.
    expect((await save({ mail: { senderName: 'Northwind Careers' } })).body.data.maps.apiKey).toBe(NEXT_KEY);
    const cleared = await save({ maps: { apiKey: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.maps).toEqual({ apiKey: null });
    expect(await publicKey()).toBeNull();
    const row = await server.database.db
      .selectFrom('clients')
      .select('settings')
      .where('id', '=', server.tenantA)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.settings)).not.toContain('AIza');
  });

  it('counts a damaged stored key as unset', async () => {
    await server.database.db
      .updateTable('clients')
      .set({ settings: JSON.stringify({ maps: { apiKey: 'javascript:alert(1)' } }) as never })
      .where('id', '=', server.tenantA)
      .execute();
    expect(await publicKey()).toBeNull();
    expect((await api<S['AdminSettings']>('GET', 'admin/settings', admin)).body.data.maps.apiKey).toBeNull();
    await save({ maps: { apiKey: null } });
  });
});

describe("the page's frame-src", () => {
  const tenant = (settings: Record<string, unknown>): Tenant => ({
    id: 'c1',
    name: 'Northwind',
    slug: 'northwind',
    status: 'active',
    subscription: 'default',
    tier: 'default',
    settings,
    appearance: {},
    host: 'jobs.example',
    primaryHost: 'jobs.example',
  });
  const frameSrc = (t: Tenant | null) => /frame-src ([^;]*)/.exec(pagePolicy(t, false))?.[1] ?? '';

  it("names Google's origin only for a board with a key", () => {
    expect(frameSrc(tenant({ maps: { apiKey: KEY } })).split(' ')).toEqual([
      "'self'",
      'https://view.officeapps.live.com',
      'https://www.google.com',
    ]);
    expect(frameSrc(tenant({}))).not.toContain('google');
    expect(frameSrc(tenant({ maps: { apiKey: 'not-a-key' } }))).not.toContain('google');
    expect(frameSrc(null)).not.toContain('google');
  });
});
