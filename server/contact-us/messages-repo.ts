// Queries of the contact form's messages, every one scoped by the board through its tenant scope.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

/** How many messages `column` = `value` sent since `since`, and when the oldest of them was. */
export async function sentSince(
  db: Db,
  clientId: string,
  column: 'ip_hash' | 'email',
  value: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await scopedTo(db, clientId)
    .selectFrom('contact_messages')
    .select([sql<string>`count(*)`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

/** Whether the same message came from the same address or the same e-mail since `since`. */
export async function sentBefore(
  db: Db,
  clientId: string,
  m: { bodyHash: string; ipHash: string; email: string },
  since: Date,
): Promise<boolean> {
  const row = await scopedTo(db, clientId)
    .selectFrom('contact_messages')
    .select('id')
    .where('body_hash', '=', m.bodyHash)
    .where((eb) => eb.or([eb('ip_hash', '=', m.ipHash), eb('email', '=', m.email)]))
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMessage(db: Db, clientId: string, row: TenantRow<'contact_messages'>): Promise<string> {
  const { id } = await scopedTo(db, clientId)
    .insertInto('contact_messages', row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The board's first admin still active: who gets the messages when no support address is set. */
export async function firstAdminEmail(db: Db, clientId: string): Promise<string | null> {
  const row = await scopedTo(db, clientId)
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}
