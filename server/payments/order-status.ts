// What the payment-status page shows for an order, asking the gateway first while the order is
// pending (so the page settles even where the gateway's webhook has not arrived or is not set up).
import type { components } from '@generated/schema';
import type { RequestContext, Tenant } from '../http/context.ts';
import { callerMay } from './entitlements.ts';
import { gatewayClient } from './gateways/select.ts';
import type { GatewayName } from './gateways/gateway.ts';
import { refreshFromGateway } from './orders.ts';
import { licenceById } from './licences-repo.ts';
import { licenceViews } from './plans.ts';
import type { OrderRow } from './orders-repo.ts';
import { holderOfOrder } from './settle.ts';
import { summaryOf } from './views.ts';
import { toMajor } from './money.ts';
import { errorOf, log } from '../log/logger.ts';

type S = components['schemas'];
const LABELS = { 1: 'Success', 2: 'Pending', 3: 'Failed' } as const;

export async function refreshed(ctx: RequestContext, tenant: Tenant, o: OrderRow, origin: string): Promise<OrderRow> {
  if (o.status === 1 || !o.gateway_order_id) return o;
  const client = gatewayClient(ctx, tenant, o.gateway as GatewayName, origin);
  try {
    return await refreshFromGateway(ctx.db, o, client);
  } catch (error) {
    // An unreachable gateway leaves the order as it was; the next poll or the webhook settles it.
    log.warn(
      { err: errorOf(error), gateway: o.gateway, order: o.order_no },
      'payments: could not ask the gateway about an order',
    );
    return o;
  }
}

export async function orderStatusView(
  ctx: RequestContext,
  tenant: Tenant,
  o: OrderRow,
): Promise<S['OrderPaymentStatus']> {
  let licence: S['Licence'] | null = null;
  if (o.status === 1 && o.licence_id) {
    const row = await licenceById(ctx.db, tenant.id, o.licence_id);
    if (row) licence = (await licenceViews(ctx.db, tenant.id, holderOfOrder(o), row.starts_at)).view(row);
  }
  return {
    orderId: o.id,
    orderNo: o.order_no,
    status: o.status,
    statusLabel: LABELS[o.status],
    kind: o.kind,
    plan: summaryOf(o.snapshot),
    total: toMajor(o.total_minor, o.currency),
    currency: o.currency as S['CurrencyCode'],
    gateway: o.gateway as S['PaymentGateway'],
    paidAt: o.paid_at?.toISOString() ?? null,
    failureReason: o.failure_reason,
    licence,
    invoiceAvailable: o.status === 1 && (await callerMay(ctx, 'invoices')),
    retryAllowed: o.status === 3,
  };
}
