// Coupons: a percentage or a fixed amount off, for an audience and optionally some plans, valid
// between two dates and for a number of redemptions. Every rule is checked on the server when the
// price is quoted and again when the order is created; a redemption counts when the order is paid.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Audience } from '../db/tables-payments.ts';
import { couponByCode, type CouponRow } from './coupons-repo.ts';
import { fieldError } from './field-error.ts';
import { convertMinor, toMajor } from './money.ts';

type S = components['schemas'];

export async function findCoupon(db: Db, clientId: string, code: string): Promise<CouponRow | null> {
  return (await couponByCode(db, clientId, code.trim().toUpperCase())) ?? null;
}

/** Refuses a coupon that cannot apply to this purchase, naming the field and the reason. */
export function assertUsable(
  c: CouponRow | null,
  target: { audience: Audience; planId: string | null },
  field: string,
  now = new Date(),
): asserts c is CouponRow {
  if (!c || !c.is_active) throw fieldError(field, 'This coupon code does not exist');
  if (c.valid_from.getTime() > now.getTime()) throw fieldError(field, 'This coupon is not valid yet');
  if (c.valid_until && c.valid_until.getTime() <= now.getTime()) throw fieldError(field, 'This coupon has expired');
  if (c.max_redemptions !== null && c.redemption_count >= c.max_redemptions)
    throw fieldError(field, 'This coupon has been used up');
  if (c.audience && c.audience !== target.audience)
    throw fieldError(field, `This coupon is for ${c.audience === 'employer' ? 'employers' : 'job seekers'} only`);
  if (c.plan_ids.length > 0 && (!target.planId || !c.plan_ids.includes(target.planId)))
    throw fieldError(field, 'This coupon is not valid for this plan');
}

/** The discount in the order's minor unit, never more than the subtotal. */
export function discountOf(
  c: CouponRow,
  subtotalMinor: number,
  currency: string,
  rates: Record<string, number>,
): number {
  const pct = c.percent_off === null ? null : Number(c.percent_off);
  const off =
    pct !== null
      ? Math.round((subtotalMinor * pct) / 100)
      : convertMinor(c.amount_off_minor ?? 0, c.currency ?? currency, currency, rates);
  return Math.min(subtotalMinor, Math.max(0, off));
}

export function couponView(c: CouponRow): S['Coupon'] {
  const pct = c.percent_off === null ? null : Number(c.percent_off);
  return {
    _id: c.id,
    code: c.code,
    description: c.description,
    percentOff: pct,
    amountOff: c.amount_off_minor === null ? null : toMajor(c.amount_off_minor, c.currency ?? 'USD'),
    currency: (c.currency as S['CurrencyCode'] | null) ?? null,
    validFrom: c.valid_from.toISOString(),
    validUntil: c.valid_until?.toISOString() ?? null,
    maxRedemptions: c.max_redemptions,
    redemptionCount: c.redemption_count,
    audience: c.audience,
    planIds: c.plan_ids,
    isActive: c.is_active,
  };
}
