// The candidate's accomplishments: rows of their own, each read with its date as YYYY-MM-DD (`day`).
import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AccomplishmentsTable } from '../db/tables-candidate-profile.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

type Owner = { clientId: string; userId: string };

const own = (db: Db, o: Owner) =>
  scopedTo(db, o.clientId).selectFrom('accomplishments').where('candidate_id', '=', o.userId);

export async function findAccomplishment(db: Db, o: Owner, id: string) {
  return own(db, o)
    .selectAll()
    .select(sql<string | null>`to_char(date, 'YYYY-MM-DD')`.as('day'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function insertAccomplishment(
  db: Db,
  o: Owner,
  row: Omit<TenantRow<'accomplishments'>, 'candidate_id'>,
): Promise<string> {
  const { id } = await scopedTo(db, o.clientId)
    .insertInto('accomplishments', { candidate_id: o.userId, ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Whether the candidate had the accomplishment to change. */
export async function updateAccomplishmentRow(
  db: Db,
  o: Owner,
  id: string,
  change: Omit<Updateable<AccomplishmentsTable>, 'id' | 'client_id' | 'candidate_id'>,
): Promise<boolean> {
  const done = await scopedTo(db, o.clientId)
    .updateTable('accomplishments')
    .set(change)
    .where('candidate_id', '=', o.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export type AccomplishmentFilter = {
  type?: AccomplishmentsTable['type'];
  search?: string;
  sortBy?: string;
  sortOrder?: string;
  page: number;
  limit: number;
};

/** One page of the candidate's accomplishments and how many match in all. */
export async function accomplishmentsPage(db: Db, o: Owner, q: AccomplishmentFilter) {
  let base = own(db, o);
  if (q.type) base = base.where('type', '=', q.type);
  if (q.search?.trim()) base = base.where('title', 'ilike', `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
  const rows = await base
    .selectAll()
    .select(sql<string | null>`to_char(date, 'YYYY-MM-DD')`.as('day'))
    // Both parts of the order come from fixed strings, never from the request's text.
    .orderBy(sql.raw(q.sortBy === 'createdAt' ? `created_at ${dir}` : `date ${dir} nulls last, created_at desc`))
    .orderBy('id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { rows, total: Number(n) };
}
