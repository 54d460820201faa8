// SQL of notification centres: one user's notifications (always through the tenant and the user,
// so another user's is not found), storing new ones (of any tenants at once), replacing an unread
// one in place, and the web devices that may want a push.
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';

export type Owner = { db: Db; clientId: string; userId: string };
type Kind = Database['notifications']['kind'];

const mine = (o: Owner) => scopedTo(o.db, o.clientId).selectFrom('notifications').where('user_id', '=', o.userId);

export type InboxFilter = { isRead?: boolean; kind?: Kind };

/** One page of the user's notifications, the newest first, with the count of the filtered list and of all unread. */
export async function pageNotifications(o: Owner, f: InboxFilter, limit: number, pageNo: number) {
  let filtered = mine(o);
  if (f.isRead !== undefined) filtered = filtered.where('read_at', f.isRead ? 'is not' : 'is', null);
  if (f.kind) filtered = filtered.where('kind', '=', f.kind);
  const [rows, total, unread] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    mine(o)
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), unread: Number(unread.n) };
}

export async function findNotification(o: Owner, id: string) {
  return mine(o).selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks the notification read (keeping a first read time) or unread; `olderToo` also marks read
 * every unread one created up to `createdAt`.
 */
export async function markNotification(
  o: Owner,
  target: { id: string; createdAt: Date },
  isRead: boolean,
  olderToo: boolean,
): Promise<void> {
  const readAt = isRead ? sql<Date>`coalesce(read_at, now())` : null;
  let update = scopedTo(o.db, o.clientId)
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('user_id', '=', o.userId);
  update = olderToo
    ? update.where((eb) =>
        eb.or([
          eb('id', '=', target.id),
          eb.and([eb('read_at', 'is', null), eb('created_at', '<=', target.createdAt)]),
        ]),
      )
    : update.where('id', '=', target.id);
  await update.execute();
}

/** Stores notifications, each naming its own tenant. */
export async function insertNotifications(db: Db, rows: Insertable<Database['notifications']>[]): Promise<void> {
  // One statement for a batch that may hold several boards' notifications, each row naming its own.
  await acrossTenants(db).insertInto('notifications').values(rows).execute();
}

/** Rewrites the user's unread notification of the kind about `data[key] = ref`; how many were. */
export async function replaceUnread(
  o: Owner,
  match: { kind: Kind; key: string; ref: string },
  change: { title: string; body: string; link: string | null },
): Promise<number> {
  const updated = await scopedTo(o.db, o.clientId)
    .updateTable('notifications')
    .set({ ...change, created_at: new Date() })
    .where('user_id', '=', o.userId)
    .where('kind', '=', match.kind)
    .where('read_at', 'is', null)
    .where(sql`data ->> ${match.key}`, '=', match.ref)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/** The web devices of these users (each of their own tenant), with the kinds they want. */
export async function webDevicesOf(db: Db, users: Array<{ clientId: string; userId: string }>) {
  // The users may be of several boards: each is matched within its own (owns).
  return acrossTenants(db)
    .selectFrom('push_subscriptions')
    .select(['client_id', 'user_id', 'kinds'])
    .where('platform', '=', 'web')
    .where((eb) =>
      eb.or(
        users.map((n) => eb.and([scopedTo(db, n.clientId).owns('push_subscriptions'), eb('user_id', '=', n.userId)])),
      ),
    )
    .execute();
}
