// The console's queries of a board's catalogue (plans, top-up packs, coupons), always the board's
// own rows through `scopedTo`. Rows are never deleted: licences and orders name them, and keep a
// snapshot of what was bought, so retiring (`is_active` false) is the only way out of the catalogue.
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like.ts';
import type { Audience, PaymentTables } from '../db/tables-payments.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

export type PlanRecord = Selectable<PaymentTables['plans']>;
export type TopUpRecord = Selectable<PaymentTables['topups']>;
export type CouponRecord = Selectable<PaymentTables['coupons']>;
type Paged<T> = { rows: T[]; total: number };

export async function planRows(
  db: Db,
  clientId: string,
  audience: Audience,
  pageNo: number,
  limit: number,
): Promise<Paged<PlanRecord>> {
  const all = scopedTo(db, clientId).selectFrom('plans').where('audience', '=', audience);
  const [rows, total] = await Promise.all([
    all
      .selectAll()
      .orderBy('sort')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    all.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The subscription values the audience already has a plan for. */
export async function takenSubscriptions(db: Db, clientId: string, audience: Audience): Promise<string[]> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('plans')
    .select('subscription')
    .where('audience', '=', audience)
    .execute();
  return rows.map((r) => r.subscription);
}

export async function findPlan(db: Db, clientId: string, id: string): Promise<PlanRecord | undefined> {
  return scopedTo(db, clientId).selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The board's plans among `ids` (another board's ids are simply not found). */
export async function plansAmong(
  db: Db,
  clientId: string,
  ids: readonly string[],
): Promise<{ id: string; audience: Audience }[]> {
  if (ids.length === 0) return [];
  return scopedTo(db, clientId).selectFrom('plans').select(['id', 'audience']).where('id', 'in', ids).execute();
}

/** How many licences were granted from each of the plans. */
export async function licenceCounts(
  db: Db,
  clientId: string,
  planIds: readonly string[],
): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await scopedTo(db, clientId)
    .selectFrom('licences')
    .select(['plan_id', sql<string>`count(*)`.as('n')])
    .where('plan_id', 'in', planIds)
    .groupBy('plan_id')
    .execute();
  return new Map(rows.map((r) => [r.plan_id ?? '', Number(r.n)]));
}

/** Inserts a plan; undefined when the audience already has one of this subscription value. */
export async function insertPlan(db: Db, clientId: string, row: TenantRow<'plans'>): Promise<PlanRecord | undefined> {
  return scopedTo(db, clientId)
    .insertInto('plans', row)
    .onConflict((oc) => oc.columns(['client_id', 'audience', 'subscription']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updatePlan(
  db: Db,
  clientId: string,
  id: string,
  set: Updateable<PaymentTables['plans']>,
): Promise<PlanRecord | undefined> {
  return scopedTo(db, clientId).updateTable('plans').set(set).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function nextSort(db: Db, clientId: string, table: 'plans' | 'topups'): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom(table)
    .select(sql<number | null>`max(sort)`.as('top'))
    .executeTakeFirstOrThrow();
  return row.top === null ? 0 : Number(row.top) + 1;
}

export async function topUpRows(db: Db, clientId: string, pageNo: number, limit: number): Promise<Paged<TopUpRecord>> {
  const all = scopedTo(db, clientId).selectFrom('topups');
  const [rows, total] = await Promise.all([
    all
      .selectAll()
      .orderBy('sort')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    all.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findTopUp(db: Db, clientId: string, id: string): Promise<TopUpRecord | undefined> {
  return scopedTo(db, clientId).selectFrom('topups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another pack of the board has this name in any case. */
export async function topUpNameTaken(
  db: Db,
  clientId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  let q = scopedTo(db, clientId)
    .selectFrom('topups')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertTopUp(db: Db, clientId: string, row: TenantRow<'topups'>): Promise<TopUpRecord> {
  return scopedTo(db, clientId).insertInto('topups', row).returningAll().executeTakeFirstOrThrow();
}

export async function updateTopUp(
  db: Db,
  clientId: string,
  id: string,
  set: Updateable<PaymentTables['topups']>,
): Promise<TopUpRecord | undefined> {
  return scopedTo(db, clientId).updateTable('topups').set(set).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function couponRows(
  db: Db,
  clientId: string,
  q: { page: number; limit: number; search?: string },
): Promise<Paged<CouponRecord>> {
  let all = scopedTo(db, clientId).selectFrom('coupons');
  const search = q.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    all = all.where((e) => e.or([e('code', 'ilike', like), e('description', 'ilike', like)]));
  }
  const [rows, total] = await Promise.all([
    all
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    all.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findCouponById(db: Db, clientId: string, id: string): Promise<CouponRecord | undefined> {
  return scopedTo(db, clientId).selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another coupon of the board has this code in any case (codes are kept upper case). */
export async function couponCodeTaken(
  db: Db,
  clientId: string,
  code: string,
  exceptId: string | null,
): Promise<boolean> {
  let q = scopedTo(db, clientId)
    .selectFrom('coupons')
    .select('id')
    .where(sql<boolean>`upper(code) = upper(${code})`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertCoupon(db: Db, clientId: string, row: TenantRow<'coupons'>): Promise<CouponRecord> {
  return scopedTo(db, clientId).insertInto('coupons', row).returningAll().executeTakeFirstOrThrow();
}

export async function updateCoupon(
  db: Db,
  clientId: string,
  id: string,
  set: Updateable<PaymentTables['coupons']>,
): Promise<CouponRecord | undefined> {
  return scopedTo(db, clientId).updateTable('coupons').set(set).where('id', '=', id).returningAll().executeTakeFirst();
}
