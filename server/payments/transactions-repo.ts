// The ledger of payment attempts (payment_transactions): one row per gateway payment, written as
// the gateway reports it, and read with its order for the transactions tab.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OrderStatus } from '../db/tables-payments.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { Holder } from './licences-repo.ts';

export type LedgerRow = {
  id: string;
  order_id: string;
  order_no: string;
  kind: 'plan' | 'topup';
  name: string;
  period: string | null;
  gateway: string;
  gateway_payment_id: string | null;
  amount_minor: number;
  currency: string;
  status: 1 | 2 | 3;
  card_brand: string | null;
  card_last4: string | null;
  failure_reason: string | null;
  order_paid: boolean;
  created_at: Date;
  paid_at: Date | null;
};

export type LedgerFilter = {
  gateway?: string | undefined;
  status?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sortBy?: string | undefined;
  sortOrder?: string | undefined;
  limit: number;
  offset: number;
};

/** Ledger rows with their order's number, kind and plan name: the columns of `LedgerRow`. */
const LEDGER = sql`select t.id, t.order_id, o.order_no, o.kind, o.snapshot->>'name' as name,
  o.snapshot->>'billingPeriod' as period, t.gateway, t.gateway_payment_id, t.amount_minor, t.currency, t.status,
  t.card_brand, t.card_last4, t.failure_reason, (o.status = 1) as order_paid, t.created_at, t.paid_at
  from payment_transactions t join orders o on o.id = t.order_id`;

/** The newest payment the gateway reported for an order, a successful one first. */
export async function latestLedgerRow(db: Db, clientId: string, orderId: string): Promise<LedgerRow | undefined> {
  const rows = await sql<LedgerRow>`
    ${LEDGER}
    where ${scopedTo(db, clientId).owns('t')} and t.order_id = ${orderId}
    order by (t.status = 1) desc, t.created_at desc limit 1`.execute(db);
  return rows.rows[0];
}

/** A page of the holder's ledger, with each opened but unreported checkout as a pending row. */
export async function ledgerPage(
  db: Db,
  clientId: string,
  holder: Holder,
  q: LedgerFilter,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const scope = scopedTo(db, clientId);
  const owner =
    holder.type === 'employer'
      ? sql`o.holder_type = 'employer' and o.company_id = ${holder.companyId}`
      : sql`o.holder_type = 'candidate' and o.user_id = ${holder.userId}`;
  const filters = [scope.owns('o'), owner];
  if (q.gateway) filters.push(sql`o.gateway = ${q.gateway}`);
  const where = sql.join(filters, sql` and `);
  const outer = [sql`true`];
  if (q.status) outer.push(sql`status = ${q.status}`);
  if (q.from) outer.push(sql`created_at >= ${q.from}::date`);
  if (q.to) outer.push(sql`created_at < ${q.to}::date + 1`);
  const order = q.sortBy === 'amount' ? sql`amount_minor` : sql`created_at`;
  const dir = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const all = sql`
    ${LEDGER} where ${where} and ${scope.owns('t')}
    union all
    select o.id, o.id, o.order_no, o.kind, o.snapshot->>'name', o.snapshot->>'billingPeriod', o.gateway, null,
      o.total_minor, o.currency, o.status, null, null, o.failure_reason, (o.status = 1), o.created_at, o.paid_at
    from orders o where ${where} and o.gateway_order_id is not null
      and not exists (select 1 from payment_transactions t where t.order_id = o.id)`;
  const rows = await sql<LedgerRow>`select * from (${all}) x where ${sql.join(outer, sql` and `)}
    order by ${order} ${dir}, id limit ${q.limit} offset ${q.offset}`.execute(db);
  const total = await sql<{
    n: string;
  }>`select count(*) as n from (${all}) x where ${sql.join(outer, sql` and `)}`.execute(db);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

export type LedgerEntry = {
  clientId: string;
  orderId: string;
  gateway: string;
  gatewayPaymentId: string;
  amountMinor: number;
  currency: string;
  status: OrderStatus;
  cardBrand: string | null;
  cardLast4: string | null;
  failureReason: string | null;
  paidAt: Date | null;
};

/** Writes a gateway payment once, or updates its row; a settled payment keeps its outcome. */
export async function upsertLedgerRow(trx: Db, e: LedgerEntry): Promise<void> {
  await scopedTo(trx, e.clientId)
    .insertInto('payment_transactions', {
      order_id: e.orderId,
      gateway: e.gateway,
      gateway_payment_id: e.gatewayPaymentId,
      amount_minor: e.amountMinor,
      currency: e.currency,
      status: e.status,
      card_brand: e.cardBrand,
      card_last4: e.cardLast4,
      failure_reason: e.failureReason,
      paid_at: e.paidAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'gateway', 'gateway_payment_id'])
        .where('gateway_payment_id', 'is not', null)
        .doUpdateSet({
          // A settled payment keeps its outcome whatever arrives later.
          status: sql<OrderStatus>`case when payment_transactions.status = 2 then excluded.status else payment_transactions.status end`,
          card_brand: sql<string>`coalesce(excluded.card_brand, payment_transactions.card_brand)`,
          card_last4: sql<string>`coalesce(excluded.card_last4, payment_transactions.card_last4)`,
          failure_reason: sql<string>`case when payment_transactions.status = 2 then excluded.failure_reason else payment_transactions.failure_reason end`,
          paid_at: sql<Date>`coalesce(payment_transactions.paid_at, excluded.paid_at)`,
        }),
    )
    .execute();
}
