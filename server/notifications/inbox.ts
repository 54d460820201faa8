// The signed-in user's notification centre: one page newest first with the unread count over the
// whole list, one notification, and marking read or unread. Every query is scoped by the tenant and
// the user, so another user's notification is simply not found.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { notificationView, type NotificationRow } from './view.ts';

type S = components['schemas'];
export type Reader = { db: Db; clientId: string; userId: string };

export const NO_NOTIFICATION = 'This notification does not exist';

const mine = (r: Reader) => scopedTo(r.db, r.clientId).selectFrom('notifications').where('user_id', '=', r.userId);

export async function listNotifications(
  r: Reader,
  q: S['NotificationListQuery'],
): Promise<Page<S['Notification']> & { unreadCount: number }> {
  const limit = q.limit ?? 10;
  const pageNo = q.page ?? 1;
  let filtered = mine(r);
  if (q.isRead !== undefined) filtered = filtered.where('read_at', q.isRead ? 'is not' : 'is', null);
  if (q.type) filtered = filtered.where('kind', '=', q.type);
  const [rows, total, unread] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    mine(r)
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ...page(rows.map(notificationView), Number(total.n), pageNo, limit), unreadCount: Number(unread.n) };
}

async function rowOf(r: Reader, id: string): Promise<NotificationRow> {
  const row = await mine(r).selectAll().where('id', '=', id).executeTakeFirst();
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
  const readAt = input.isRead ? sql<Date>`coalesce(read_at, now())` : null;
  let update = scopedTo(r.db, r.clientId)
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('user_id', '=', r.userId);
  update =
    input.isRead && input.includeOlder
      ? update.where((eb) =>
          eb.or([eb('id', '=', row.id), eb.and([eb('read_at', 'is', null), eb('created_at', '<=', row.created_at)])]),
        )
      : update.where('id', '=', row.id);
  await update.execute();
  return getNotification(r, id);
}
