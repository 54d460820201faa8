// SQL of the console's master data. Every query sees only what the board sees: the platform's
// items (client_id null) and the board's own; "hidden" is the board's row in master_hidden.
import type { SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { masterKey, type MasterKind, type MasterRow } from '../../master-data/index.ts';
import { escapeLike } from '../../db/like.ts';
import { platformOrOwnedBy, scopedTo } from '../../db/tenant-scope.ts';

// `hidden` is the SQL test's answer (a boolean on both engines); the view makes it one for sure.
export type AdminMasterRow = MasterRow & { hidden: SqlBool };
export type Visibility = 'all' | 'shown' | 'hidden';

// masters is not a tenant table (the platform's items have no client_id), so it is read from the
// handle with the scope's condition beside the platform's.
function seenBy(db: Db, clientId: string) {
  const scope = scopedTo(db, clientId);
  return db
    .selectFrom('masters')
    .leftJoin('master_hidden as h', (j) => j.onRef('h.master_id', '=', 'masters.id').on(scope.owns('h')))
    .where(platformOrOwnedBy('masters', scope.clientId));
}

/** Per kind: every item the board sees, its own, and the hidden ones (one grouped scan). */
export async function kindCounts(
  db: Db,
  clientId: string,
): Promise<Map<string, { items: number; own: number; hidden: number }>> {
  const rows = await seenBy(db, clientId)
    .select((eb) => [
      'masters.kind',
      eb.fn.countAll<string>().as('items'),
      eb.fn.count<string>('masters.client_id').as('own'),
      eb.fn.count<string>('h.master_id').as('hidden'),
    ])
    .groupBy('masters.kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, { items: Number(r.items), own: Number(r.own), hidden: Number(r.hidden) }]));
}

export async function listItems(
  db: Db,
  clientId: string,
  f: { kind: MasterKind; search?: string; visibility: Visibility },
  pageNo: number,
  limit: number,
): Promise<{ rows: AdminMasterRow[]; total: number }> {
  let q = seenBy(db, clientId).where('masters.kind', '=', f.kind);
  const search = f.search?.trim();
  if (search) q = q.where('masters.name', 'ilike', `%${escapeLike(search)}%`);
  if (f.visibility === 'shown') q = q.where('h.master_id', 'is', null);
  if (f.visibility === 'hidden') q = q.where('h.master_id', 'is not', null);
  const [rows, count] = await Promise.all([
    q
      .selectAll('masters')
      .select((eb) => eb('h.master_id', 'is not', null).as('hidden'))
      .orderBy('masters.is_other')
      .orderBy('masters.sort')
      .orderBy('masters.name')
      .orderBy('masters.id')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One item the board sees, by id. */
export async function findItem(db: Db, clientId: string, id: string): Promise<AdminMasterRow | undefined> {
  return seenBy(db, clientId)
    .where('masters.id', '=', id)
    .selectAll('masters')
    .select((eb) => eb('h.master_id', 'is not', null).as('hidden'))
    .executeTakeFirst();
}

/** Renames one of the board's own items (never a platform one: the client_id guard). */
export async function renameOwnItem(db: Db, clientId: string, id: string, name: string): Promise<boolean> {
  const done = await db
    .updateTable('masters')
    .set({ name, slug: masterKey(name) })
    .where('id', '=', id)
    .where(scopedTo(db, clientId).owns('masters'))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export async function setHidden(db: Db, clientId: string, id: string, hidden: boolean, by: string): Promise<void> {
  const scope = scopedTo(db, clientId);
  if (hidden) {
    await scope
      .insertInto('master_hidden', { master_id: id, hidden_by: by })
      .onConflict((oc) => oc.columns(['client_id', 'master_id']).doNothing())
      .execute();
  } else {
    await scope.deleteFrom('master_hidden').where('master_id', '=', id).execute();
  }
}
