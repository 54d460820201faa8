// A payment link e-mailed to whoever pays (a finance colleague, say): the gateway's hosted
// checkout of the order, valid until the checkout expires. Written in the language of the
// employer who asked for it (the payer has no account we know of), the amount in its currency.
import { readerBrand } from '../board-settings/index.ts';
import type { RequestContext, Tenant } from '../http/context.ts';
import { paymentMail } from '../mail/payment.ts';
import { toMajor } from './money.ts';
import { userLocale } from './holders-repo.ts';
import type { OrderRow } from './orders-repo.ts';

const LINK = {
  subject: /*i18n*/ { id: 'payments.link.subject', message: 'Payment requested: {plan}' },
  asks: /*i18n*/ {
    id: 'payments.link.asks',
    message: '{from} asks you to pay {amount} for {plan} (order {order}).',
  },
  colleagueAsks: /*i18n*/ {
    id: 'payments.link.colleagueAsks',
    message: 'A colleague asks you to pay {amount} for {plan} (order {order}).',
  },
  pay: /*i18n*/ { id: 'payments.link.pay', message: 'Pay {amount}' },
};

export async function sendPaymentLink(
  ctx: RequestContext,
  tenant: Tenant,
  order: OrderRow,
  url: string,
  to: string,
  fromName: string,
): Promise<void> {
  const buyer = await userLocale(ctx.db, tenant.id, order.user_id);
  const brand = await readerBrand(tenant, ctx.config, buyer?.locale ?? null);
  const { tr } = brand;
  const amount = tr.number(toMajor(order.total_minor, order.currency), {
    style: 'currency',
    currency: order.currency,
  });
  const values = { amount, plan: order.snapshot.name, order: order.order_no };
  await ctx.mailer.send({
    ...paymentMail(
      brand,
      tr.t(LINK.subject, { plan: order.snapshot.name }),
      [fromName ? tr.t(LINK.asks, { ...values, from: fromName }) : tr.t(LINK.colleagueAsks, values)],
      { href: url, label: tr.t(LINK.pay, { amount }) },
    ),
    to,
    kind: 'payment_link',
    clientId: tenant.id,
    fromName: brand.name,
  });
}
