// Coupons as the checkout reads them and a paid order counts them (the console's editor has
// catalogue-admin-repo.ts).
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentTables } from '../db/tables-payments.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type CouponRow = Selectable<PaymentTables['coupons']>;

export async function couponByCode(db: Db, clientId: string, code: string): Promise<CouponRow | undefined> {
  return (await scopedTo(db, clientId)
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst()) as CouponRow | undefined;
}

/** Counts one redemption; the caller's transaction also marks the order paid. */
export async function countRedemption(trx: Db, clientId: string, couponId: string): Promise<void> {
  await scopedTo(trx, clientId)
    .updateTable('coupons')
    .set({ redemption_count: sql<number>`redemption_count + 1` })
    .where('id', '=', couponId)
    .execute();
}
