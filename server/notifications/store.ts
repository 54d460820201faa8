// Storing notifications for users: the one way every vertical (applications, alerts, chat,
// payments) puts something in a notification centre.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';

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

export type NotificationSink = { db: Db };

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export async function storeNotifications(sink: NotificationSink, items: NewNotification[]): Promise<void> {
  if (!items.length) return;
  await sink.db
    .insertInto('notifications')
    .values(
      items.map((n) => ({
        client_id: n.clientId,
        user_id: n.userId,
        kind: n.kind,
        title: clip(n.title, 200),
        body: clip(n.body, 2000),
        link: n.link,
        data: JSON.stringify(n.refs ?? {}),
      })),
    )
    .execute();
}
