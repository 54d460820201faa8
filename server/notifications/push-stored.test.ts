// Stored notifications go to the push queue only for users with a web device that wants their
// kind; everyone else's cost no queue message. The queue is recorded here (its delivery is tested
// in server/push/push.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { storeNotifications, type NewNotification } from './store.ts';

let server: TestServer;
let withDevice: TestUser;
let alertsOnly: TestUser;
let without: TestUser;

function recordingQueue() {
  const sent: Record<string, unknown>[] = [];
  const queue: JobQueue = {
    send: async (_name, data) => void sent.push(data),
    sendAll: async (_name, data) => void sent.push(...data),
    ready: async () => undefined,
    startWorker: async () => undefined,
    stop: async () => undefined,
  };
  return { queue, sent };
}

async function device(user: TestUser, kinds: string[] | null, platform = 'web') {
  await server.database.db
    .insertInto('push_subscriptions')
    .values({
      client_id: user.clientId,
      user_id: user.id,
      platform: platform as 'web',
      token: `https://push.example.com/${user.id}/${platform}`,
      token_key: `${user.id}-${platform}`,
      keys: JSON.stringify({ p256dh: 'p', auth: 'a' }),
      kinds: kinds as never,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  const user = () => makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  [withDevice, alertsOnly, without] = [await user(), await user(), await user()];
  await device(withDevice, null);
  await device(alertsOnly, ['job_alert']);
  await device(without, null, 'android');
});
afterAll(() => server.close());

describe('pushing stored notifications', () => {
  it('queues a push only for users whose web device wants the kind', async () => {
    const { queue, sent } = recordingQueue();
    const note = (u: TestUser, kind: NewNotification['kind']): NewNotification => ({
      clientId: u.clientId,
      userId: u.id,
      kind,
      title: `For ${u.id}`,
      body: 'Body',
      link: '/jobsseekers/notification',
    });
    await storeNotifications({ db: server.database.db, jobs: queue }, [
      note(withDevice, 'application_status'),
      note(alertsOnly, 'application_status'),
      note(alertsOnly, 'job_alert'),
      note(without, 'application_status'),
    ]);
    expect(sent.map((d) => [d.userId, d.kind])).toEqual([
      [withDevice.id, 'application_status'],
      [alertsOnly.id, 'job_alert'],
    ]);
    // All four were stored whatever their devices.
    const stored = await server.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('user_id', 'in', [withDevice.id, alertsOnly.id, without.id])
      .execute();
    expect(stored).toHaveLength(4);
  });
});
