// Storing notifications for users: the one way every vertical (applications, alerts, chat,
// payments) puts something in a notification centre. Given the queue, each stored notification
// is also queued for Web Push to the user's devices (server/push); a caller writing inside a
// transaction passes no queue and calls pushStored after its commit.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { queuePush } from '../push/index.ts';
import { insertNotifications, replaceUnread, webDevicesOf } from './notifications-repo.ts';
import { errorOf, log } from '../log/logger.ts';

type S = components['schemas'];

export type NewNotification = {
  clientId: string;
  userId: string;
  kind: S['NotificationType'];
  title: string;
  body: string;
  link: string | null;
  refs?: NonNullable<S['Notification']['refs']>;
};

export type NotificationSink = { db: Db; jobs?: JobQueue };

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export async function storeNotifications(sink: NotificationSink, items: NewNotification[]): Promise<void> {
  if (!items.length) return;
  await insertNotifications(
    sink.db,
    items.map((n) => ({
      client_id: n.clientId,
      user_id: n.userId,
      kind: n.kind,
      title: clip(n.title, 200),
      body: clip(n.body, 2000),
      link: n.link,
      data: JSON.stringify(n.refs ?? {}),
    })),
  );
  if (sink.jobs) await pushStored({ db: sink.db, jobs: sink.jobs }, items);
}

/**
 * Stores a notification in place of the user's unread one of the same kind about the same thing
 * (`refs[key]`), so a run of changes leaves one notification, not a stack. The device is told
 * either way: the kept notification changed too.
 */
export async function storeReplacingUnread(
  sink: NotificationSink,
  item: NewNotification,
  key: keyof NonNullable<NewNotification['refs']>,
): Promise<void> {
  const ref = item.refs?.[key];
  const updated = ref
    ? await replaceUnread(
        { db: sink.db, clientId: item.clientId, userId: item.userId },
        { kind: item.kind, key, ref },
        { title: clip(item.title, 200), body: clip(item.body, 2000), link: item.link },
      )
    : 0;
  if (updated === 0) await storeNotifications({ db: sink.db }, [item]);
  if (sink.jobs) await pushStored({ db: sink.db, jobs: sink.jobs }, [item]);
}

/**
 * Queues stored notifications for Web Push, only for users with a web device that wants the kind:
 * most users have none, and a queue message for them would be work for nothing. A queue that fails
 * costs the push, never the caller's change.
 */
export async function pushStored(sink: { db: Db; jobs: JobQueue }, items: NewNotification[]): Promise<void> {
  if (!items.length) return;
  const devices = await webDevicesOf(sink.db, items);
  const wants = (n: NewNotification) =>
    devices.some((d) => d.client_id === n.clientId && d.user_id === n.userId && (!d.kinds || d.kinds.includes(n.kind)));
  for (const n of items.filter(wants))
    await queuePush(sink.jobs, {
      clientId: n.clientId,
      userId: n.userId,
      kind: n.kind,
      title: clip(n.title, 200),
      body: clip(n.body, 2000),
      link: n.link,
    }).catch((error: unknown) => log.error({ err: errorOf(error) }, 'push queue'));
}
