// The signed-in user's notification centre: one page newest first with the unread count over the
// whole list, one notification, and marking read or unread. Every query is scoped by the tenant and
// the user, so another user's notification is simply not found.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import { findNotification, markNotification, pageNotifications } from './notifications-repo.ts';
import { notificationView, type NotificationRow } from './view.ts';

type S = components['schemas'];
export type Reader = { db: Db; clientId: string; userId: string };

export const NO_NOTIFICATION = 'This notification does not exist';

export async function listNotifications(
  r: Reader,
  q: S['NotificationListQuery'],
): Promise<Page<S['Notification']> & { unreadCount: number }> {
  const limit = q.limit ?? 10;
  const pageNo = q.page ?? 1;
  const { rows, total, unread } = await pageNotifications(r, { isRead: q.isRead, kind: q.type }, limit, pageNo);
  return { ...page(rows.map(notificationView), total, pageNo, limit), unreadCount: unread };
}

async function rowOf(r: Reader, id: string): Promise<NotificationRow> {
  const row = await findNotification(r, id);
  if (!row) throw notFound(NO_NOTIFICATION);
  return row;
}

export async function getNotification(r: Reader, id: string): Promise<S['Notification']> {
  return notificationView(await rowOf(r, id));
}

/**
 * Marks one notification read or unread. With includeOlder, every unread one created before it is
 * marked read too: "mark all read" from the newest the user has seen, so one that arrived since
 * stays unread. A read notification keeps its first readAt.
 */
export async function updateNotification(
  r: Reader,
  id: string,
  input: S['NotificationUpdateInput'],
): Promise<S['Notification']> {
  const row = await rowOf(r, id);
  await markNotification(
    r,
    { id: row.id, createdAt: row.created_at },
    Boolean(input.isRead),
    Boolean(input.isRead && input.includeOlder),
  );
  return getNotification(r, id);
}
