// The transactions tab: every payment attempt the gateways reported (the ledger), and each order
// whose checkout was opened but whose payment has not been reported yet, shown as pending.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import type { Holder } from './licences-repo.ts';
import { toMajor } from './money.ts';
import { cardBrandKey } from './views.ts';

type S = components['schemas'];
type Query = S['TransactionListQuery'];

type Row = {
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

function view(r: Row): S['Transaction'] {
  return {
    _id: r.id,
    orderId: r.order_id,
    orderNo: r.order_no,
    kind: r.kind,
    description: `${r.name}${r.period ? ` (${r.period.toLowerCase()})` : ''}`,
    gateway: r.gateway as S['PaymentGateway'],
    gatewayPaymentId: r.gateway_payment_id,
    amount: toMajor(Number(r.amount_minor), r.currency),
    currency: r.currency as S['CurrencyCode'],
    status: Number(r.status) as S['TransactionStatus'],
    paymentMethod: r.card_last4
      ? {
          brand: cardBrandKey(r.card_brand),
          last4: r.card_last4,
        }
      : null,
    failureReason: r.failure_reason,
    invoiceAvailable: r.order_paid && Number(r.status) === 1,
    createdAt: new Date(r.created_at).toISOString(),
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  };
}

/** Ledger rows with their order's number, kind and plan name: the columns of `Row`. */
const LEDGER = sql`select t.id, t.order_id, o.order_no, o.kind, o.snapshot->>'name' as name,
  o.snapshot->>'billingPeriod' as period, t.gateway, t.gateway_payment_id, t.amount_minor, t.currency, t.status,
  t.card_brand, t.card_last4, t.failure_reason, (o.status = 1) as order_paid, t.created_at, t.paid_at
  from payment_transactions t join orders o on o.id = t.order_id`;

/** The newest payment the gateway reported for an order, as the transactions tab shows it. */
export async function latestTransaction(db: Db, clientId: string, orderId: string): Promise<S['Transaction'] | null> {
  const rows = await sql<Row>`
    ${LEDGER}
    where t.client_id = ${clientId} and t.order_id = ${orderId}
    order by (t.status = 1) desc, t.created_at desc limit 1`.execute(db);
  const r = rows.rows[0];
  return r ? view(r) : null;
}

export async function listTransactions(
  db: Db,
  clientId: string,
  holder: Holder,
  q: Query,
): Promise<Page<S['Transaction']>> {
  const owner =
    holder.type === 'employer'
      ? sql`o.holder_type = 'employer' and o.company_id = ${holder.companyId}`
      : sql`o.holder_type = 'candidate' and o.user_id = ${holder.userId}`;
  const filters = [sql`o.client_id = ${clientId}`, owner];
  if (q.gateway) filters.push(sql`o.gateway = ${q.gateway}`);
  const where = sql.join(filters, sql` and `);
  const outer = [sql`true`];
  if (q.status) outer.push(sql`status = ${q.status}`);
  if (q.from) outer.push(sql`created_at >= ${q.from}::date`);
  if (q.to) outer.push(sql`created_at < ${q.to}::date + 1`);
  const order = q.sortBy === 'amount' ? sql`amount_minor` : sql`created_at`;
  const dir = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const all = sql`
    ${LEDGER} where ${where} and t.client_id = ${clientId}
    union all
    select o.id, o.id, o.order_no, o.kind, o.snapshot->>'name', o.snapshot->>'billingPeriod', o.gateway, null,
      o.total_minor, o.currency, o.status, null, null, o.failure_reason, (o.status = 1), o.created_at, o.paid_at
    from orders o where ${where} and o.gateway_order_id is not null
      and not exists (select 1 from payment_transactions t where t.order_id = o.id)`;
  const rows = await sql<Row>`select * from (${all}) x where ${sql.join(outer, sql` and `)}
    order by ${order} ${dir}, id limit ${limit} offset ${(pageNo - 1) * limit}`.execute(db);
  const total = await sql<{
    n: string;
  }>`select count(*) as n from (${all}) x where ${sql.join(outer, sql` and `)}`.execute(db);
  return page(rows.rows.map(view), Number(total.rows[0]?.n ?? 0), pageNo, limit);
}
