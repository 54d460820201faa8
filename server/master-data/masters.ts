// Master data (dropdown options): the platform's items plus the tenant's own, and adding a typed
// "Other" value, skill or keyword for the tenant without ever duplicating an existing one.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import { findMasterByName, insertTenantMaster, listMasterRows, type MasterRow } from './masters-repo.ts';

type MasterItem = components['schemas']['MasterItem'];
type MasterListQuery = components['schemas']['MasterListQuery'];
type MasterCreateInput = components['schemas']['MasterCreateInput'];

export function toMasterItem(row: MasterRow): MasterItem {
  return {
    _id: row.id,
    kind: row.kind as MasterItem['kind'],
    nm: row.name,
    code: row.code,
    isOther: row.is_other,
    isTenant: row.client_id !== null,
    sortOrder: row.sort,
    // The generated type of a schema-less object is Record<string, never>; the values are kind-specific.
    meta: row.meta as MasterItem['meta'],
  };
}

export async function listMasters(db: Db, clientId: string, q: MasterListQuery): Promise<Page<MasterItem>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await listMasterRows(
    db,
    clientId,
    { kind: q.kind, ...(q.search ? { search: q.search } : {}), ...(q.ids ? { ids: q.ids } : {}) },
    pageNo,
    limit,
  );
  return page(rows.map(toMasterItem), total, pageNo, limit);
}

/** Adds the value for this tenant, or returns the equal item that already exists (`created` false). */
export async function addMaster(
  db: Db,
  clientId: string,
  userId: string | null,
  input: MasterCreateInput,
): Promise<{ item: MasterItem; created: boolean }> {
  const name = input.nm.trim().replace(/\s+/g, ' ');
  const existing = await findMasterByName(db, clientId, input.kind, name);
  if (existing) return { item: toMasterItem(existing), created: false };
  const { row, created } = await insertTenantMaster(db, { clientId, kind: input.kind, name, createdBy: userId });
  return { item: toMasterItem(row), created };
}
