// The price of a purchase, computed here and only here: the plan's or pack's price (converted when
// the board sells in several currencies), minus a coupon, minus the unused part of the paid plan
// an upgrade replaces (proration), plus the board's tax rate (settings `taxRatePercent`). The
// action is decided here too, from the buyer's licence; the client's word for it is not taken.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { PlanSnapshot } from '../db/tables-payments.ts';
import type { Tenant } from '../http/context.ts';
import { CATALOGUE_CURRENCY, ensureCatalogue } from './catalogue.ts';
import { planToBuy, topUpOnSale } from './catalogue-repo.ts';
import { assertUsable, discountOf, findCoupon } from './coupons.ts';
import type { CouponRow } from './coupons-repo.ts';
import { entitlementsOf } from './entitlements.ts';
import { fieldError } from './field-error.ts';
import { snapshotOfPlan, type Holder } from './licences-repo.ts';
import { convertMinor, ratesOf } from './money.ts';
import { displayIn } from './plans.ts';

type S = components['schemas'];

export type QuoteInput = { planId?: string; topUpId?: string; currency: string; couponCode?: string };

export type Quote = {
  kind: 'plan' | 'topup';
  action: S['SubscriptionAction'];
  snapshot: PlanSnapshot;
  planId: string | null;
  topUpId: string | null;
  currency: string;
  subtotalMinor: number;
  couponMinor: number;
  prorationMinor: number;
  taxMinor: number;
  totalMinor: number;
  coupon: CouponRow | null;
};

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The board's tax rate in percent (settings `taxRatePercent`, 0–50), 0 when it sets none. */
export function taxRate(tenant: Tenant): number {
  const r = tenant.settings.taxRatePercent;
  return typeof r === 'number' && Number.isFinite(r) && r >= 0 && r <= 50 ? r : 0;
}

async function target(db: Db, tenant: Tenant, holder: Holder, input: QuoteInput) {
  await ensureCatalogue(db, tenant.id);
  if (input.topUpId) {
    if (holder.type !== 'employer') throw fieldError('topUpId', 'Top-ups are for employers');
    const t = await topUpOnSale(db, tenant.id, input.topUpId);
    if (!t) throw fieldError('topUpId', 'This top-up does not exist');
    const snapshot: PlanSnapshot = {
      id: t.id,
      name: t.name,
      subscription: null,
      billingPeriod: null,
      priceMinor: t.price_minor,
      currency: t.currency,
      tier: null,
      isTopUp: true,
      limits: t.credits,
      features: [],
      validityDays: t.validity_days,
    };
    return { kind: 'topup' as const, snapshot };
  }
  const plan = input.planId ? await planToBuy(db, tenant.id, input.planId) : undefined;
  if (!plan || !plan.is_active || plan.audience !== holder.type || plan.subscription === 'TRIAL')
    throw fieldError('planId', 'This plan does not exist or cannot be bought');
  const snapshot = await snapshotOfPlan(db, tenant.id, plan.id);
  if (!snapshot) throw fieldError('planId', 'This plan does not exist or cannot be bought');
  return { kind: 'plan' as const, snapshot };
}

export async function quote(
  db: Db,
  tenant: Tenant,
  holder: Holder,
  input: QuoteInput,
  now = new Date(),
): Promise<Quote> {
  const { kind, snapshot } = await target(db, tenant, holder, input);
  if (input.currency !== CATALOGUE_CURRENCY) {
    try {
      displayIn(tenant, input.currency);
    } catch {
      throw fieldError('currency', `This job board sells in ${CATALOGUE_CURRENCY} only`);
    }
  }
  const rates = ratesOf(tenant);
  const inOrder = (minor: number, from: string) => convertMinor(minor, from, input.currency, rates);
  const subtotalMinor = inOrder(snapshot.priceMinor, snapshot.currency);
  const ent = await entitlementsOf(db, tenant, holder);
  const current = ent.plan;
  let action: S['SubscriptionAction'] = 'TOP_UP';
  let prorationMinor = 0;
  if (kind === 'plan') {
    const paid = current && current.snapshot.subscription !== 'TRIAL' && current.order_id !== null;
    if (!current || current.snapshot.subscription === 'TRIAL') action = current ? 'UPGRADE' : 'NEW';
    else if (current.snapshot.id === snapshot.id) action = 'RENEW';
    else {
      const perDay = (s: PlanSnapshot) => s.priceMinor / Math.max(1, s.validityDays);
      action = perDay(snapshot) >= perDay(current.snapshot) ? 'UPGRADE' : 'DOWNGRADE';
    }
    // A paid plan's remaining time is credited on an upgrade and never lost: a smaller plan, or a
    // shorter billing period, waits until the paid period ends.
    if (paid && action === 'DOWNGRADE')
      throw fieldError(
        'planId',
        `Your ${current.snapshot.name} plan is paid until ${day(current.expires_at)}: you can change to a smaller plan when it ends.`,
      );
    if (
      paid &&
      action === 'UPGRADE' &&
      current.snapshot.billingPeriod === 'YEARLY' &&
      snapshot.billingPeriod === 'MONTHLY'
    )
      throw fieldError(
        'planId',
        `Your yearly ${current.snapshot.name} plan runs until ${day(current.expires_at)}: upgrade to a yearly plan now, or to a monthly plan when it ends.`,
      );
    if (paid && action === 'UPGRADE') {
      const total = current.expires_at.getTime() - current.starts_at.getTime();
      const left = Math.max(0, current.expires_at.getTime() - now.getTime());
      prorationMinor =
        total > 0 ? inOrder(Math.floor((current.snapshot.priceMinor * left) / total), current.snapshot.currency) : 0;
    }
  } else if (!current) {
    throw fieldError('topUpId', 'A top-up adds to a plan: choose a plan first');
  }
  let coupon: CouponRow | null = null;
  let couponMinor = 0;
  if (input.couponCode) {
    coupon = await findCoupon(db, tenant.id, input.couponCode);
    assertUsable(coupon, { audience: holder.type, planId: kind === 'plan' ? snapshot.id : null }, 'couponCode', now);
    couponMinor = discountOf(coupon, subtotalMinor, input.currency, rates);
  }
  prorationMinor = Math.min(prorationMinor, subtotalMinor - couponMinor);
  const taxable = subtotalMinor - couponMinor - prorationMinor;
  const taxMinor = Math.round((taxable * taxRate(tenant)) / 100);
  return {
    kind,
    action,
    snapshot,
    planId: kind === 'plan' ? snapshot.id : null,
    topUpId: kind === 'topup' ? snapshot.id : null,
    currency: input.currency,
    subtotalMinor,
    couponMinor,
    prorationMinor,
    taxMinor,
    totalMinor: taxable + taxMinor,
    coupon,
  };
}
