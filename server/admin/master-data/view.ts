// The console's shape of a master-data row (contract: AdminMasterItem).
import type { components } from '@generated/schema';
import type { AdminMasterRow } from './repo.ts';

export type AdminMasterItem = components['schemas']['AdminMasterItem'];

export function toAdminItem(row: AdminMasterRow): AdminMasterItem {
  return {
    _id: row.id,
    kind: row.kind as AdminMasterItem['kind'],
    nm: row.name,
    code: row.code,
    isOther: row.is_other,
    isTenant: row.client_id !== null,
    sortOrder: row.sort,
    hidden: Boolean(row.hidden),
  };
}
