// The candidate's account row (users) as the profile reads and changes it.
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/tables.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** The candidate's id, unless the account is deleted or not a candidate's. */
export async function liveCandidateId(db: Db, clientId: string, candidateId: string): Promise<string | undefined> {
  const row = await scopedTo(db, clientId)
    .selectFrom('users')
    .select('id')
    .where('id', '=', candidateId)
    .where('role', '=', 'candidate')
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  return row?.id;
}

/** The candidate's whole account row (a candidate's only). */
export async function candidateAccount(db: Db, clientId: string, userId: string) {
  return scopedTo(db, clientId)
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('role', '=', 'candidate')
    .executeTakeFirst();
}

/** The account's whole row; it must exist. */
export async function accountRow(db: Db, clientId: string, userId: string) {
  return scopedTo(db, clientId).selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function updateAccount(
  db: Db,
  clientId: string,
  userId: string,
  change: Omit<Updateable<UsersTable>, 'id' | 'client_id'>,
): Promise<void> {
  await scopedTo(db, clientId).updateTable('users').set(change).where('id', '=', userId).execute();
}

export async function avatarOf(db: Db, clientId: string, userId: string): Promise<string | null> {
  const row = await scopedTo(db, clientId)
    .selectFrom('users')
    .select('avatar_uri')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.avatar_uri ?? null;
}
