// The transactions tab: every payment attempt the gateways reported (the ledger), and each order
// whose checkout was opened but whose payment has not been reported yet, shown as pending.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import type { Holder } from './licences-repo.ts';
import { toMajor } from './money.ts';
import { latestLedgerRow, ledgerPage, type LedgerRow } from './transactions-repo.ts';
import { cardBrandKey } from './views.ts';

type S = components['schemas'];
type Query = S['TransactionListQuery'];

function view(r: LedgerRow): S['Transaction'] {
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

/** The newest payment the gateway reported for an order, as the transactions tab shows it. */
export async function latestTransaction(db: Db, clientId: string, orderId: string): Promise<S['Transaction'] | null> {
  const r = await latestLedgerRow(db, clientId, orderId);
  return r ? view(r) : null;
}

export async function listTransactions(
  db: Db,
  clientId: string,
  holder: Holder,
  q: Query,
): Promise<Page<S['Transaction']>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await ledgerPage(db, clientId, holder, {
    gateway: q.gateway,
    status: q.status,
    from: q.from,
    to: q.to,
    sortBy: q.sortBy,
    sortOrder: q.sortOrder,
    limit,
    offset: (pageNo - 1) * limit,
  });
  return page(rows.map(view), total, pageNo, limit);
}
