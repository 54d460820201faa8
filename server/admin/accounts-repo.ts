// The board's accounts as the console lists and suspends them: live accounts (not erased) with
// their company's name.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type AccountRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'candidate' | 'employer' | 'admin';
  employer_kind: 1 | 2 | null;
  status: 'unverified' | 'active' | 'disabled' | 'deleted';
  email_verified_at: Date | null;
  last_active_at: Date | null;
  created_at: Date;
  company_name: string | null;
};

export type AccountFilter = {
  role?: AccountRow['role'] | undefined;
  status?: 'unverified' | 'active' | 'disabled' | undefined;
  search?: string | undefined;
  oldestFirst: boolean;
  limit: number;
  offset: number;
};

function accountRows(db: Db, clientId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('users as u')
    .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'u.company_id').on(scope.owns('c')))
    .where('u.deleted_at', 'is', null)
    .where('u.status', '!=', 'deleted');
}

const COLUMNS = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.role',
  'u.employer_kind',
  'u.status',
  'u.email_verified_at',
  'u.last_active_at',
  'u.created_at',
  'c.name as company_name',
] as const;

export async function accountPage(
  db: Db,
  clientId: string,
  f: AccountFilter,
): Promise<{ rows: AccountRow[]; total: number }> {
  let rows = accountRows(db, clientId);
  if (f.role) rows = rows.where('u.role', '=', f.role);
  if (f.status) rows = rows.where('u.status', '=', f.status);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    rows = rows.where((e) =>
      e.or([
        e('u.email', 'ilike', like),
        e(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', like),
        e('c.name', 'ilike', like),
      ]),
    );
  }
  const [items, total] = await Promise.all([
    rows
      .select(COLUMNS)
      .orderBy('u.created_at', f.oldestFirst ? 'asc' : 'desc')
      .orderBy('u.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: items as AccountRow[], total: Number(total.n) };
}

export async function accountById(db: Db, clientId: string, id: string): Promise<AccountRow | undefined> {
  return (await accountRows(db, clientId).select(COLUMNS).where('u.id', '=', id).executeTakeFirst()) as
    AccountRow | undefined;
}

export async function setAccountStatus(
  db: Db,
  clientId: string,
  id: string,
  status: 'unverified' | 'active' | 'disabled',
): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('users')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Ends every open session of the account. */
export async function revokeSessions(db: Db, clientId: string, userId: string): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
