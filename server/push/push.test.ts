// Web Push over real HTTP on the engine under test: a device registered through
// save-device-token gets a notification queued with queuePush, sent by the background worker to a
// push service this test runs on the loopback. The test decrypts the message with the browser's
// keys it made itself (RFC 8291) and checks the VAPID signature; a 410 or 404 from the push
// service removes the device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { deliverPush } from './deliver.ts';
import { queuePush, type PushInput } from './queue-push.ts';
import { makeBrowser, startPushService, vapidClaims, type PushService, type Received } from './test/support.ts';

const SAVE = '/client/api/v1/notification/save-device-token';

let server: TestServer;
let push: PushService;
let alice: TestUser;
let bob: TestUser;
let bravo: TestUser;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function register(user: TestUser, host: string, path: string, extra: Record<string, unknown> = {}) {
  const browser = makeBrowser();
  const r = await server.call('POST', SAVE, {
    host,
    token: user.token,
    body: { deviceToken: browser.subscription(`${push.origin}${path}`), platform: 'web', ...extra },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return browser;
}

const devicesAt = (path: string) =>
  server.database.db
    .selectFrom('push_subscriptions')
    .select(['client_id', 'user_id', 'kinds'])
    .where('token', '=', `${push.origin}${path}`)
    .execute();

const arrivals = (path: string) => push.received.filter((m) => m.path === path);

const note = (user: TestUser, kind: PushInput['kind'], title: string): PushInput => ({
  clientId: user.clientId,
  userId: user.id,
  kind,
  title,
  body: 'Northwind Logistics shortlisted your application for Senior Frontend Engineer.',
  link: '/jobsseekers/my-jobs',
});

beforeAll(async () => {
  // A server of its own: it starts the background worker.
  server = await startTestServer({ own: true });
  push = await startPushService();
  const db = server.database.db;
  alice = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  bob = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  bravo = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'candidate' });
  await server.deps.jobs.startWorker();
});

afterAll(async () => {
  await server?.close();
  await push?.close();
});

describe('Web Push', () => {
  it('delivers a queued notification that decrypts with the subscription keys, signed with the VAPID key', async () => {
    const browser = await register(alice, HOST_A, '/push/alice-laptop', { deviceName: 'Firefox on Linux' });
    await queuePush(server.deps.jobs, note(alice, 'application_status', 'You have been shortlisted'));
    const message = await until<Received>('the push message', () => arrivals('/push/alice-laptop')[0]);

    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers['content-type']).toBe('application/octet-stream');
    expect(message.headers.ttl).toBe('86400');
    expect(message.headers.urgency).toBe('normal');
    expect(JSON.parse(browser.decrypt(message.body))).toEqual({
      title: 'You have been shortlisted',
      body: 'Northwind Logistics shortlisted your application for Senior Frontend Engineer.',
      link: '/jobsseekers/my-jobs',
      kind: 'application_status',
    });

    // The JWT verifies with the k= key, which is the installation's key the web app subscribes with.
    const { key, claims } = vapidClaims(String(message.headers.authorization));
    const settings = await server.call<{ data: { pushPublicKey: string | null } }>(
      'GET',
      '/client/api/v1/settings/get-settings',
      { host: HOST_A },
    );
    expect(key).toBe(settings.body.data.pushPublicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe(`https://${HOST_A}`);
    const exp = Number(claims.exp);
    expect(exp * 1000).toBeGreaterThan(Date.now());
    expect(exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
    // One key pair for the installation: tenant B's settings give the same key.
    const settingsB = await server.call<{ data: { pushPublicKey: string | null } }>(
      'GET',
      '/client/api/v1/settings/get-settings',
      { host: HOST_B },
    );
    expect(settingsB.body.data.pushPublicKey).toBe(key);
    const keyRows = await server.database.db.selectFrom('push_vapid_keys').selectAll().execute();
    expect(keyRows).toHaveLength(1);
  });

  it('removes the subscription when the push service answers 410, and only that one', async () => {
    await register(alice, HOST_A, '/push/alice-old-phone');
    await register(bob, HOST_A, '/push/bob-desktop');
    await register(bravo, HOST_B, '/push/bravo-tablet');
    push.answer('/push/alice-old-phone', 410);
    await queuePush(server.deps.jobs, note(alice, 'chat_message', 'New message from Northwind Logistics'));
    await until('the 410', () => arrivals('/push/alice-old-phone')[0]);
    await until('the device removed', async () =>
      (await devicesAt('/push/alice-old-phone')).length ? undefined : true,
    );
    const chat = await until<Received>('the chat message on the laptop', () =>
      arrivals('/push/alice-laptop').find((m) => m.headers.urgency === 'high'),
    );
    expect(chat.headers.ttl).toBe('3600');
    // Alice's other device stays; other users' and the other tenant's devices were neither sent to nor touched.
    expect(await devicesAt('/push/alice-laptop')).toHaveLength(1);
    expect(arrivals('/push/bob-desktop')).toHaveLength(0);
    expect(arrivals('/push/bravo-tablet')).toHaveLength(0);
    expect(await devicesAt('/push/bob-desktop')).toEqual([{ client_id: server.tenantA, user_id: bob.id, kinds: null }]);
    expect(await devicesAt('/push/bravo-tablet')).toEqual([
      { client_id: server.tenantB, user_id: bravo.id, kinds: null },
    ]);
  });

  it('removes the subscription when the push service answers 404', async () => {
    await register(bob, HOST_A, '/push/bob-gone');
    push.answer('/push/bob-gone', 404);
    const counts = await deliverPush(server.deps, note(bob, 'new_applicant', 'New applicant'));
    expect(counts).toEqual({ sent: 1, gone: 1, failed: 0 });
    expect(await devicesAt('/push/bob-gone')).toHaveLength(0);
    expect(await devicesAt('/push/bob-desktop')).toHaveLength(1);
  });

  it('keeps a device on other failures', async () => {
    await register(bob, HOST_A, '/push/bob-busy');
    push.answer('/push/bob-busy', 503);
    const counts = await deliverPush(server.deps, note(bob, 'system', 'Scheduled maintenance'));
    expect(counts).toEqual({ sent: 1, gone: 0, failed: 1 });
    expect(await devicesAt('/push/bob-busy')).toHaveLength(1);
  });

  it('pushes only the kinds a device chose', async () => {
    const browser = await register(bravo, HOST_B, '/push/bravo-phone', {
      kinds: ['chat_message'],
      deviceName: 'Pixel 8 Chrome',
    });
    expect(await devicesAt('/push/bravo-phone')).toEqual([
      { client_id: server.tenantB, user_id: bravo.id, kinds: ['chat_message'] },
    ]);
    // application_status was not chosen: nothing is sent to the phone (the tablet wants every kind).
    const before = push.received.length;
    const skipped = await deliverPush(server.deps, note(bravo, 'application_status', 'Application viewed'));
    expect(skipped).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(push.received.slice(before).map((m) => m.path)).toEqual(['/push/bravo-tablet']);
    // Through the queue too: the unwanted kind is queued first, then a chosen one.
    await queuePush(server.deps.jobs, note(bravo, 'payment', 'Payment received'));
    await queuePush(server.deps.jobs, note(bravo, 'chat_message', 'New message'));
    const got = await until<Received>('the chat message', () => arrivals('/push/bravo-phone')[0]);
    expect(JSON.parse(browser.decrypt(got.body))).toMatchObject({ kind: 'chat_message', title: 'New message' });
    expect(arrivals('/push/bravo-phone')).toHaveLength(1);

    // Saved again with other kinds, the choice changes; saved without kinds (a refresh), it stays.
    await server.call('POST', SAVE, {
      host: HOST_B,
      token: bravo.token,
      body: { deviceToken: browser.subscription(`${push.origin}/push/bravo-phone`), platform: 'web', kinds: [] },
    });
    expect((await devicesAt('/push/bravo-phone'))[0]?.kinds).toEqual([]);
    await server.call('POST', SAVE, {
      host: HOST_B,
      token: bravo.token,
      body: { deviceToken: browser.subscription(`${push.origin}/push/bravo-phone`), platform: 'web' },
    });
    expect((await devicesAt('/push/bravo-phone'))[0]?.kinds).toEqual([]);
    const named = await server.database.db
      .selectFrom('push_subscriptions')
      .select('device_name')
      .where('token', '=', `${push.origin}/push/bravo-phone`)
      .executeTakeFirst();
    expect(named?.device_name).toBe('Pixel 8 Chrome');
    const none = await deliverPush(server.deps, note(bravo, 'chat_message', 'Another message'));
    expect(none.sent).toBe(1); // the tablet only
  });

  it('moves a token registered before to whoever registers it now, within the tenant only', async () => {
    const shared = makeBrowser();
    const token = shared.subscription(`${push.origin}/push/shared-kiosk`);
    const as = async (user: TestUser, host: string, kinds?: string[]) => {
      const r = await server.call('POST', SAVE, {
        host,
        token: user.token,
        body: { deviceToken: token, platform: 'web', ...(kinds ? { kinds } : {}) },
      });
      expect(r.status).toBe(200);
    };
    await as(alice, HOST_A, ['job_alert']);
    await as(bob, HOST_A);
    // Bob now owns it, with every kind (Alice's choice does not carry over to him).
    expect(await devicesAt('/push/shared-kiosk')).toEqual([
      { client_id: server.tenantA, user_id: bob.id, kinds: null },
    ]);
    await as(bravo, HOST_B);
    const rows = await devicesAt('/push/shared-kiosk');
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ client_id: server.tenantA, user_id: bob.id, kinds: null });
    expect(rows).toContainEqual({ client_id: server.tenantB, user_id: bravo.id, kinds: null });
  });

  it('stores android and ios tokens but sends nothing to them', async () => {
    const r = await server.call('POST', SAVE, {
      host: HOST_A,
      token: alice.token,
      body: { deviceToken: 'fcm:dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx', platform: 'android' },
    });
    expect(r.status).toBe(200);
    const before = push.received.length;
    const counts = await deliverPush(server.deps, note(alice, 'job_alert', '3 new jobs'));
    expect(counts).toEqual({ sent: 1, gone: 0, failed: 0 }); // the laptop; the phone token is not web
    expect(push.received.slice(before).map((m) => m.path)).toEqual(['/push/alice-laptop']);
    const phone = await server.database.db
      .selectFrom('push_subscriptions')
      .select(['platform', 'keys'])
      .where('user_id', '=', alice.id)
      .where('platform', '=', 'android')
      .execute();
    expect(phone).toEqual([{ platform: 'android', keys: null }]);
  });

  const good = makeBrowser();
  const goodToken = JSON.parse(good.subscription('http://127.0.0.1:9/push/x')) as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  const bad: [string, string][] = [
    ['not JSON', 'this is not a subscription'],
    ['a JSON array', '["https://push.example.com/1"]'],
    ['no endpoint', JSON.stringify({ keys: goodToken.keys })],
    ['an http endpoint off the loopback', JSON.stringify({ ...goodToken, endpoint: 'http://push.example.com/abc' })],
    ['a ftp endpoint', JSON.stringify({ ...goodToken, endpoint: 'ftp://push.example.com/abc' })],
    ['no keys', JSON.stringify({ endpoint: 'https://push.example.com/abc' })],
    ['a short auth', JSON.stringify({ ...goodToken, keys: { ...goodToken.keys, auth: 'AAAA' } })],
    [
      'a p256dh off the curve',
      JSON.stringify({ ...goodToken, keys: { ...goodToken.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }),
    ],
    ['a p256dh not base64url', JSON.stringify({ ...goodToken, keys: { ...goodToken.keys, p256dh: '!'.repeat(87) } })],
  ];
  it.each(bad)('refuses a web token with %s, naming deviceToken', async (_what, deviceToken) => {
    const r = await server.call<{ code: string; data: { fields: { field: string }[] } }>('POST', SAVE, {
      host: HOST_A,
      token: alice.token,
      body: { deviceToken, platform: 'web' },
    });
    expect(r.status).toBe(400);
    expect(r.body.data.fields.map((f) => f.field)).toEqual(['body.deviceToken']);
  });

  it('refuses guests and unknown kinds', async () => {
    const guest = await server.call('POST', SAVE, {
      host: HOST_A,
      body: { deviceToken: good.subscription('https://push.example.com/x'), platform: 'web' },
    });
    expect(guest.status).toBe(401);
    const kind = await server.call('POST', SAVE, {
      host: HOST_A,
      token: alice.token,
      body: { deviceToken: good.subscription('https://push.example.com/x'), platform: 'web', kinds: ['spam'] },
    });
    expect(kind.status).toBe(400);
  });
});
