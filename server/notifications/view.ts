// A notifications row as the contract's Notification.
import type { Selectable } from 'kysely';
import type { components } from '@generated/schema';
import type { Database } from '../db/tables.ts';

type S = components['schemas'];
export type NotificationRow = Selectable<Database['notifications']>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function notificationView(row: NotificationRow): S['Notification'] {
  const refs = row.data && typeof row.data === 'object' ? (row.data as S['Notification']['refs']) : undefined;
  return {
    _id: row.id,
    type: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.read_at !== null,
    readAt: row.read_at ? iso(row.read_at) : null,
    ...(refs && Object.keys(refs).length ? { refs } : {}),
    createdAt: iso(row.created_at),
  };
}
