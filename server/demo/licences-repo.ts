// SQL of the demo's plans: the board's companies and its coupons.
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

export async function companyIdsOf(db: Db, clientId: string): Promise<string[]> {
  const rows = await scopedTo(db, clientId).selectFrom('companies').select('id').execute();
  return rows.map((r) => r.id);
}

export async function insertCoupons(db: Db, clientId: string, coupons: TenantRow<'coupons'>[]): Promise<void> {
  await scopedTo(db, clientId).insertInto('coupons', coupons).execute();
}
