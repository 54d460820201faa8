// SQL on a company's team members (employer accounts of kind 2). Every query names the tenant
// and the company, so an owner reaches only their own company's members.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { UserRow } from '../users/index.ts';
import { escapeLike } from '../db/like.ts';

export type TeamQuery = {
  page: number;
  limit: number;
  search?: string;
  sortBy: 'firstName' | 'createdAt' | 'lastActiveAt';
  sortOrder: 'asc' | 'desc';
  status?: 'invited' | 'active' | 'disabled';
  permission?: string;
};

const STATUS_COLUMN = { invited: 'unverified', active: 'active', disabled: 'disabled' } as const;
const SORT_COLUMN = { firstName: 'u.first_name', createdAt: 'u.created_at', lastActiveAt: 'u.last_active_at' } as const;

function members(db: Db, clientId: string, companyId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('users as u')
    .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'u.company_id').on(scope.owns('c')))
    .where('u.company_id', '=', companyId)
    .where('u.role', '=', 'employer')
    .where('u.employer_kind', '=', 2)
    .where('u.deleted_at', 'is', null);
}

export async function listMembers(
  db: Db,
  clientId: string,
  companyId: string,
  query: TeamQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  let q = members(db, clientId, companyId);
  if (query.search?.trim()) {
    const term = `%${escapeLike(query.search.trim())}%`;
    q = q.where((eb) =>
      eb.or([
        eb('u.first_name', 'ilike', term),
        eb('u.last_name', 'ilike', term),
        eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', term),
        eb('u.email', 'ilike', term),
        eb('u.designation', 'ilike', term),
      ]),
    );
  }
  if (query.status) q = q.where('u.status', '=', STATUS_COLUMN[query.status]);
  if (query.permission) q = q.where(sql<boolean>`${query.permission} = any(u.permissions)`);
  const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll('u')
    .select('c.name as company_name')
    .orderBy(sql.ref(SORT_COLUMN[query.sortBy]), (ob) =>
      query.sortOrder === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
    )
    .orderBy('u.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { rows, total: Number(total) };
}

export async function findMember(
  db: Db,
  clientId: string,
  companyId: string,
  id: string,
): Promise<UserRow | undefined> {
  return members(db, clientId, companyId)
    .selectAll('u')
    .select('c.name as company_name')
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** Soft-deletes the members among `ids`; returns the ids actually removed. */
export async function softDeleteMembers(
  db: Db,
  clientId: string,
  companyId: string,
  ids: string[],
  now: Date,
): Promise<string[]> {
  const rows = await scopedTo(db, clientId)
    .updateTable('users')
    .set({ status: 'deleted', deleted_at: now, updated_at: now })
    .where('company_id', '=', companyId)
    .where('role', '=', 'employer')
    .where('employer_kind', '=', 2)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
