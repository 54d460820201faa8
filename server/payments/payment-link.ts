// A payment link e-mailed to whoever pays (a finance colleague, say): the gateway's hosted
// checkout of the order, valid until the checkout expires.
import { readerBrand } from '../accounts/brand.ts';
import type { RequestContext, Tenant } from '../http/context.ts';
import { paymentMail } from '../mail/payment.ts';
import { toMajor } from './money.ts';
import type { OrderRow } from './settle.ts';

export async function sendPaymentLink(
  ctx: RequestContext,
  tenant: Tenant,
  order: OrderRow,
  url: string,
  to: string,
  fromName: string,
): Promise<void> {
  const brand = await readerBrand(tenant, ctx.config, null);
  const amount = `${order.currency} ${toMajor(order.total_minor, order.currency).toFixed(2)}`;
  await ctx.mailer.send({
    ...paymentMail(
      brand,
      `Payment requested: ${order.snapshot.name}`,
      [`${fromName || 'A colleague'} asks you to pay ${amount} for ${order.snapshot.name} (order ${order.order_no}).`],
      { href: url, label: `Pay ${amount}` },
    ),
    to,
    kind: 'payment_link',
    clientId: tenant.id,
    fromName: brand.name,
  });
}
