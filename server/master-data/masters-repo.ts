// SQL of master data: platform items (client_id null) and each tenant's additions.
import { isUuid } from '../master/uuid.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/handle.ts';
import type { MastersTable } from '../db/tables-content.ts';
import { masterKey, type MasterKind } from './master-defaults.ts';
import { escapeLike } from '../db/like.ts';
import { platformOrOwnedBy, scopedTo } from '../db/tenant-scope.ts';

export type MasterRow = Selectable<MastersTable>;

export type MasterFilter = { kind: MasterKind; search?: string; ids?: string[] };

type Scope = ReturnType<typeof scopedTo>;

/** The items of these kinds a tenant sees: the platform's and its own. */
function visible(db: Db, scope: Scope, kinds: readonly MasterKind[]) {
  return db.selectFrom('masters').where('kind', 'in', kinds).where(platformOrOwnedBy('masters', scope.clientId));
}

type Visible = ReturnType<typeof visible>;

/** Leaves out the items the board hid. */
function notHidden(q: Visible, scope: Scope): Visible {
  return q.where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('master_hidden as h')
          .select('h.master_id')
          .where(scope.owns('h'))
          .whereRef('h.master_id', '=', 'masters.id'),
      ),
    ),
  );
}

/**
 * The items of several kinds a tenant sees, each kind's in list order and its first `limits[kind]`,
 * read in one statement, without the count a list's page reads (candidate search's facets name
 * three kinds on every request; two statements a kind were six).
 */
export async function mastersOfKinds(
  db: Db,
  clientId: string,
  limits: Partial<Record<MasterKind, number>>,
): Promise<Map<MasterKind, MasterRow[]>> {
  const scope = scopedTo(db, clientId);
  const kinds = Object.keys(limits) as MasterKind[];
  const rows = await notHidden(visible(db, scope, kinds), scope)
    .selectAll()
    .orderBy('kind')
    .orderBy('is_other')
    .orderBy('sort')
    .orderBy('name')
    .orderBy('id')
    .execute();
  const out = new Map<MasterKind, MasterRow[]>(kinds.map((k) => [k, []]));
  for (const r of rows) {
    const kind = r.kind as MasterKind;
    const list = out.get(kind);
    if (list && list.length < (limits[kind] ?? 0)) list.push(r);
  }
  return out;
}

/** The items of a kind a tenant sees: the platform's and its own, in list order. */
export async function listMasterRows(
  db: Db,
  clientId: string,
  f: MasterFilter,
  pageNo: number,
  limit: number,
): Promise<{ rows: MasterRow[]; total: number }> {
  const scope = scopedTo(db, clientId);
  let q = visible(db, scope, [f.kind]);
  const search = f.search?.trim();
  if (search) q = q.where('name', 'ilike', `%${escapeLike(search)}%`);
  if (f.ids) q = f.ids.length ? q.where('id', 'in', f.ids) : q.where(({ lit }) => lit(false));
  // Items the board hid leave its dropdowns; asked for by id (a record's stored choice) they still read.
  else q = notHidden(q, scope);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('is_other')
      .orderBy('sort')
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The item of a kind equal to `name` (ignoring case and spaces) that the tenant sees, if any. */
export async function findMasterByName(
  db: Db,
  clientId: string,
  kind: MasterKind,
  name: string,
): Promise<MasterRow | undefined> {
  return db
    .selectFrom('masters')
    .selectAll()
    .where('kind', '=', kind)
    .where('slug', '=', masterKey(name))
    .where(platformOrOwnedBy('masters', clientId))
    .orderBy('client_id', 'desc')
    .executeTakeFirst();
}

/** Adds a tenant's item; an equal item added at the same moment wins and is returned instead. */
export async function insertTenantMaster(
  db: Db,
  item: { clientId: string; kind: MasterKind; name: string; createdBy: string | null },
): Promise<{ row: MasterRow; created: boolean }> {
  const row = await db
    .insertInto('masters')
    .values({
      client_id: item.clientId,
      kind: item.kind,
      name: item.name,
      slug: masterKey(item.name),
      code: null,
      sort: 0,
      is_other: false,
      meta: null,
      created_by: item.createdBy,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) return { row, created: true };
  const existing = await findMasterByName(db, item.clientId, item.kind, item.name);
  if (!existing) throw new Error('master item vanished after a conflicting insert');
  return { row: existing, created: false };
}

/** Items by id that the tenant sees (for other domains resolving stored `{id, nm}` choices). */
export async function mastersByIds(db: Db, clientId: string, kind: MasterKind, ids: string[]): Promise<MasterRow[]> {
  // Master ids are UUIDs; anything else names no item (and must not reach the uuid column).
  ids = ids.filter(isUuid);
  if (!ids.length) return [];
  return db
    .selectFrom('masters')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .where(platformOrOwnedBy('masters', clientId))
    .execute();
}
