// Subscriptions: a plan bought with a saved card, renewed with it at the end of each period, and
// cancelled at period end or at once. A renewal that fails leaves the licence past due for a
// grace period and is retried daily (three times, with a notice each time) before it lapses.
// Charging a saved card off-session is implemented for the sandbox gateway; the real gateways
// take a hosted checkout each time (docs/payments.md says what that leaves out).
import { randomBytes } from 'node:crypto';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import { readerBrand } from '../board-settings/index.ts';
import type { Config } from '../config.ts';
import type { Translator } from '../i18n/translator.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paymentMail } from '../mail/payment.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { sandboxPaymentOf } from './gateways/sandbox.ts';
import { firstOwnerOf, userMailbox } from './holders-repo.ts';
import {
  activePlanLicence,
  cancelLicence,
  claimRenewal,
  renewalsDue,
  setLicence,
  type Holder,
  type LicenceRow,
} from './licences-repo.ts';
import { nextOrderNo } from './order-numbers.ts';
import { UNPAID } from './orders.ts';
import { insertOrder, setOrder, type OrderRow } from './orders-repo.ts';
import { holderCard, type MethodRow } from './payment-methods-repo.ts';
import { insertSettledCheckout } from './sandbox-checkouts-repo.ts';
import { settle } from './settle.ts';

type S = components['schemas'];
const DAY = 86_400_000;
export const RENEWAL_RETRIES = 3;
export const RENEWAL_TASK = 'payments.renewals';
const CLAIM_MS = 15 * 60_000;

/** Charges a saved sandbox card for an order at once and applies the outcome. */
export async function chargeSavedCard(db: Db, order: OrderRow, card: MethodRow, now = new Date()): Promise<OrderRow> {
  if (card.provider !== 'sandbox') throw badRequest('paymentMethodId: this gateway takes a checkout for each payment');
  const declined = card.declines_charges ? 'Your card was declined.' : null;
  const row = {
    id: `sbx_cs_${randomBytes(12).toString('hex')}`,
    order_id: order.id,
    amount_minor: order.total_minor,
    currency: order.currency,
    state: declined ? ('failed' as const) : ('succeeded' as const),
    payment_id: `sbx_pay_${randomBytes(12).toString('hex')}`,
    card_brand: card.brand,
    card_last4: card.last4,
    failure_reason: declined,
    settle_at: now,
  };
  await insertSettledCheckout(db, order.client_id, row);
  await setOrder(db, order.client_id, order.id, { provider: 'sandbox', gateway_order_id: row.id, updated_at: now });
  const result = await settle(db, order.client_id, order.id, sandboxPaymentOf(row, now), now);
  return result?.order ?? order;
}

export async function findCard(db: Db, clientId: string, holder: Holder, id: string | undefined): Promise<MethodRow> {
  const card = await holderCard(db, clientId, holder, id);
  if (!card)
    throw notFound(id ? 'This card is not saved' : 'No card is saved: pay through a subscription checkout first');
  return card;
}

export async function cancelSubscription(
  db: Db,
  clientId: string,
  holder: Holder,
  input: S['SubscriptionCancelInput'],
  now = new Date(),
): Promise<S['SubscriptionCancellation']> {
  const licence = await activePlanLicence(db, clientId, holder);
  if (!licence || licence.snapshot.subscription === 'TRIAL') throw notFound('There is no paid plan to cancel');
  const atPeriodEnd = input.atPeriodEnd ?? true;
  const updated = await cancelLicence(db, clientId, licence.id, {
    auto_renew: false,
    cancelled_at: now,
    status: atPeriodEnd ? 'cancelled' : 'expired',
    ...(atPeriodEnd ? {} : { expires_at: now }),
    cancel_reason: input.reason ?? null,
    cancel_feedback: input.feedback ?? null,
    updated_at: now,
  });
  return {
    licenceId: updated.id,
    status: updated.status,
    cancelledAt: now.toISOString(),
    accessUntil: new Date(updated.expires_at).toISOString(),
  };
}

async function renewalOrder(db: Db, l: LicenceRow, card: MethodRow): Promise<OrderRow> {
  const orderNo = await nextOrderNo(db, l.client_id);
  return insertOrder(db, l.client_id, {
    order_no: orderNo,
    holder_type: l.holder_type,
    company_id: l.company_id,
    user_id: l.user_id ?? (await firstOwnerOf(db, l.client_id, l.company_id)),
    kind: 'plan',
    action: 'RENEW',
    plan_id: l.plan_id,
    topup_id: null,
    snapshot: JSON.stringify(l.snapshot),
    currency: l.snapshot.currency,
    subtotal_minor: l.snapshot.priceMinor,
    discount_minor: 0,
    tax_minor: 0,
    total_minor: l.snapshot.priceMinor,
    coupon_id: null,
    coupon_code: null,
    gateway: card.gateway,
    provider: card.provider,
    recurring: true,
    ...UNPAID,
  });
}

const RENEWAL = {
  renewedSubject: /*i18n*/ { id: 'payments.renewal.renewed.subject', message: 'Your {plan} plan is renewed' },
  renewedLine: /*i18n*/ {
    id: 'payments.renewal.renewed.line',
    message: 'We charged your card ending {last4} and your plan continues. Invoice {invoice}.',
  },
  failedSubject: /*i18n*/ { id: 'payments.renewal.failed.subject', message: 'We could not renew your {plan} plan' },
  failedLine: /*i18n*/ {
    id: 'payments.renewal.failed.line',
    message:
      'Your card ending {last4} was declined. We will try again tomorrow ({left, plural, one {# attempt} other {# attempts}} left); update your card to keep your plan.',
  },
  endedSubject: /*i18n*/ { id: 'payments.renewal.ended.subject', message: 'Your {plan} plan has ended' },
  endedLine: /*i18n*/ {
    id: 'payments.renewal.ended.line',
    message: 'The last attempt to charge your card failed, so the plan has ended. Choose a plan to continue.',
  },
  goTo: /*i18n*/ { id: 'payments.renewal.goTo', message: 'Go to {board}' },
};

/** Mails the user about their plan, in their language: `say` words the subject and the line. */
async function notify(
  deps: RenewalDeps,
  tenant: Tenant,
  userId: string,
  say: (tr: Translator) => { subject: string; line: string },
) {
  const user = await userMailbox(deps.db, tenant.id, userId);
  if (!user) return;
  const brand = await readerBrand(tenant, deps.config, user.locale);
  const { subject, line } = say(brand.tr);
  await deps.mailer.send({
    ...paymentMail(brand, subject, [line], {
      href: `${brand.origin}/`,
      label: brand.tr.t(RENEWAL.goTo, { board: brand.name }),
    }),
    to: user.email,
    kind: 'payment',
    clientId: tenant.id,
    fromName: brand.name,
  });
}

type RenewalDeps = { db: Db; mailer: Mailer; config: Config };

/** Renews the subscriptions due (the background task); returns how many renewed and failed. */
export async function renewDue(deps: RenewalDeps, now = new Date()): Promise<{ renewed: number; failed: number }> {
  const { db } = deps;
  // Renew in the last day of the period, or when a failed attempt's retry falls due.
  const due = await renewalsDue(db, now, DAY);
  let renewed = 0;
  let failed = 0;
  for (const l of due) {
    const holder: Holder =
      l.holder_type === 'employer' && l.company_id
        ? { type: 'employer', companyId: l.company_id }
        : { type: 'candidate', userId: l.user_id ?? '' };
    const tenant = await tenantById(db, l.client_id);
    const card = await holderCard(db, l.client_id, holder);
    if (!tenant || !card || card.provider !== 'sandbox') {
      await setLicence(db, l.client_id, l.id, { auto_renew: false, updated_at: now });
      continue;
    }
    // Claim the licence first, so a second run at the same moment charges nothing twice.
    if (!(await claimRenewal(db, l.id, now, new Date(now.getTime() + CLAIM_MS)))) continue;
    const order = await chargeSavedCard(db, await renewalOrder(db, l, card), card, now);
    if (order.status === 1) {
      renewed += 1;
      await notify(deps, tenant, order.user_id, (tr) => ({
        subject: tr.t(RENEWAL.renewedSubject, { plan: l.snapshot.name }),
        line: tr.t(RENEWAL.renewedLine, { last4: card.last4, invoice: order.invoice_no ?? '' }),
      }));
      continue;
    }
    failed += 1;
    const failures = l.renewal_failures + 1;
    const last = failures > RENEWAL_RETRIES;
    await setLicence(
      db,
      l.client_id,
      l.id,
      last
        ? {
            status: 'expired',
            auto_renew: false,
            expires_at: now,
            next_renewal_attempt_at: null,
            renewal_failures: failures,
            updated_at: now,
          }
        : {
            status: 'past_due',
            renewal_failures: failures,
            next_renewal_attempt_at: new Date(now.getTime() + DAY),
            // Features stay on while the renewal is retried.
            expires_at: new Date(Math.max(new Date(l.expires_at).getTime(), now.getTime() + DAY + 3_600_000)),
            updated_at: now,
          },
    );
    await notify(deps, tenant, order.user_id, (tr) =>
      last
        ? { subject: tr.t(RENEWAL.endedSubject, { plan: l.snapshot.name }), line: tr.t(RENEWAL.endedLine) }
        : {
            subject: tr.t(RENEWAL.failedSubject, { plan: l.snapshot.name }),
            line: tr.t(RENEWAL.failedLine, { last4: card.last4, left: RENEWAL_RETRIES - failures + 1 }),
          },
    );
  }
  return { renewed, failed };
}
