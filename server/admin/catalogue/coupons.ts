// The console's coupons (docs/payments.md, "The console's catalogue editor"). The rules the
// checkout applies (payments/coupons.ts) read what is written here, so every rule between fields
// is checked on the coupon as it will be: a percentage or an amount in a currency, never both; a
// window that ends after it starts; plans of this board, of the coupon's audience. Codes are kept
// upper case, as the checkout looks them up, so one code per board in any case.
import type { components } from '@generated/schema';
import { recordAudit } from '../../users/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Audience } from '../../db/tables-payments.ts';
import { page, type Page } from '../../http/envelope.ts';
import { alreadyExists, fieldError, notFound } from '../../errors/errors.ts';
import {
  couponCodeTaken,
  couponRows,
  findCouponById,
  insertCoupon,
  plansAmong,
  updateCoupon,
  type CouponRecord,
  couponView,
} from '../../payments/index.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { minorOf } from './money-input.ts';

type S = components['schemas'];
type Fields = S['AdminCouponFields'];

export const NO_COUPON = 'This coupon does not exist';
const codeTaken = (code: string) => alreadyExists(`There is already a coupon ${code}`);

export async function listAdminCoupons(env: ConsoleEnv, q: S['AdminCouponQuery']): Promise<Page<S['Coupon']>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await couponRows(env.db, env.clientId, { page: pageNo, limit, search: q.search });
  return page(rows.map(couponView), total, pageNo, limit);
}

type Discount = { percent_off: number | null; amount_off_minor: number | null; currency: string | null };

/** The discount as it will be: the body's fields over the coupon's own. */
function discountOf(body: Fields, before: CouponRecord | null): Discount {
  const percent =
    body.percentOff !== undefined ? body.percentOff : before?.percent_off == null ? null : Number(before.percent_off);
  const hasAmount =
    body.amountOff !== undefined ? body.amountOff !== null : (before?.amount_off_minor ?? null) !== null;
  const currency = body.currency !== undefined ? body.currency : (before?.currency ?? null);
  if (percent !== null && hasAmount) throw fieldError('amountOff', 'Give a percentage or an amount off, not both');
  if (percent !== null) {
    if (body.currency) throw fieldError('currency', 'A percentage coupon has no currency');
    minorOf('percentOff', percent, 'USD');
    return { percent_off: percent, amount_off_minor: null, currency: null };
  }
  if (!hasAmount) throw fieldError('percentOff', 'Give a percentage or an amount off');
  if (!currency) throw fieldError('currency', 'Choose the currency of the amount');
  if (body.amountOff === undefined || body.amountOff === null) {
    // Minor units differ between currencies: a new currency needs its amount again.
    if (body.currency !== undefined && body.currency !== before?.currency)
      throw fieldError('amountOff', 'Give the amount in the new currency');
    return { percent_off: null, amount_off_minor: before?.amount_off_minor ?? null, currency };
  }
  return { percent_off: null, amount_off_minor: minorOf('amountOff', body.amountOff, currency), currency };
}

function windowOf(body: Fields, before: CouponRecord | null): { valid_from: Date; valid_until: Date | null } {
  const from = body.validFrom !== undefined ? new Date(body.validFrom) : (before?.valid_from ?? new Date());
  const until =
    body.validUntil !== undefined
      ? body.validUntil === null
        ? null
        : new Date(body.validUntil)
      : (before?.valid_until ?? null);
  if (until && until.getTime() <= from.getTime()) throw fieldError('validUntil', 'The end comes before the start');
  return { valid_from: from, valid_until: until };
}

/** The board's plans only, of the coupon's audience when it has one. */
async function planIdsOf(env: ConsoleEnv, ids: readonly string[], audience: Audience | null): Promise<string[]> {
  const found = await plansAmong(env.db, env.clientId, ids);
  if (found.length !== new Set(ids).size) throw fieldError('planIds', 'A chosen plan is not one of this board’s');
  if (audience && found.some((p) => p.audience !== audience))
    throw fieldError('planIds', `A chosen plan is not for ${audience === 'employer' ? 'employers' : 'job seekers'}`);
  return [...new Set(ids)];
}

async function uniquely<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

export async function createAdminCoupon(env: ConsoleEnv, body: S['AdminCouponInput']): Promise<S['Coupon']> {
  const code = body.code.trim().toUpperCase();
  const discount = discountOf(body, null);
  const window = windowOf(body, null);
  const audience = body.audience ?? null;
  const planIds = await planIdsOf(env, body.planIds ?? [], audience);
  if (await couponCodeTaken(env.db, env.clientId, code, null)) throw codeTaken(code);
  const row = await uniquely(code, () =>
    env.db.transaction().execute(async (trx) => {
      const made = await insertCoupon(trx, env.clientId, {
        code,
        description: body.description?.trim() || null,
        ...discount,
        ...window,
        max_redemptions: body.maxRedemptions ?? null,
        audience,
        plan_ids: planIds,
        is_active: body.isActive ?? true,
      });
      await recordAudit(trx, {
        clientId: env.clientId,
        actorId: env.admin.id,
        actingForId: null,
        action: 'coupon.created',
        detail: { couponId: made.id, code },
      });
      return made;
    }),
  );
  return couponView(row);
}

export async function updateAdminCoupon(
  env: ConsoleEnv,
  id: string,
  body: S['AdminCouponUpdate'],
): Promise<S['Coupon']> {
  const before = await findCouponById(env.db, env.clientId, id);
  if (!before) throw notFound(NO_COUPON);
  const code = body.code?.trim().toUpperCase();
  const touchesDiscount = body.percentOff !== undefined || body.amountOff !== undefined || body.currency !== undefined;
  const discount = touchesDiscount ? discountOf(body, before) : {};
  const window = body.validFrom !== undefined || body.validUntil !== undefined ? windowOf(body, before) : {};
  const audience = body.audience !== undefined ? body.audience : before.audience;
  const planIds =
    body.planIds !== undefined || body.audience !== undefined
      ? await planIdsOf(env, body.planIds ?? before.plan_ids, audience)
      : undefined;
  if (code !== undefined && (await couponCodeTaken(env.db, env.clientId, code, id))) throw codeTaken(code);
  const set = {
    ...(code !== undefined ? { code } : {}),
    ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
    ...discount,
    ...window,
    ...(body.maxRedemptions !== undefined ? { max_redemptions: body.maxRedemptions } : {}),
    ...(body.audience !== undefined ? { audience: body.audience } : {}),
    ...(planIds !== undefined ? { plan_ids: planIds } : {}),
    ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
  };
  const row = await uniquely(code ?? before.code, () =>
    env.db.transaction().execute(async (trx) => {
      const updated = await updateCoupon(trx, env.clientId, id, set);
      if (!updated) throw notFound(NO_COUPON);
      await recordAudit(trx, {
        clientId: env.clientId,
        actorId: env.admin.id,
        actingForId: null,
        action: 'coupon.updated',
        detail: { couponId: id, code: updated.code, fields: Object.keys(body) },
      });
      return updated;
    }),
  );
  return couponView(row);
}
