// Isolation probes of the console's catalogue editor (see types.ts). Each tenant has its catalogue
// (its Lite monthly plan, a top-up pack and a coupon with tenant-only names); the other tenant's
// admin must neither list nor change them, nor name the other board's plan inside a coupon.
import { ensureCatalogue } from '../../../payments/catalogue.ts';
import { planIdOf } from '../../../payments/licences-repo.ts';
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/admin/catalogue/${path}`;

const catalogue: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8).toUpperCase();
  await ensureCatalogue(db, world.clientId);
  const planId = await planIdOf(db, world.clientId, 'employer', 'LITE_MONTHLY');
  const code = `PROBE${tag}`;
  const name = `Probe pack ${tag}`;
  const coupon = await db
    .selectFrom('coupons')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('code', '=', code)
    .executeTakeFirst();
  const couponId =
    coupon?.id ??
    (
      await db
        .insertInto('coupons')
        .values({
          client_id: world.clientId,
          code,
          description: `Coupon marker ${tag}`,
          percent_off: 10,
          plan_ids: [planId],
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const pack = await db
    .selectFrom('topups')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('name', '=', name)
    .executeTakeFirst();
  const topUpId =
    pack?.id ??
    (
      await db
        .insertInto('topups')
        .values({
          client_id: world.clientId,
          name,
          description: null,
          price_minor: 1000,
          currency: 'USD',
          credits: JSON.stringify({ jobPosts: 1 }),
          validity_days: 30,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { catalogPlanId: planId, catalogCouponId: couponId, catalogTopUpId: topUpId };
};

export const adminCatalogueProbes: ProbeMap = {
  listAdminPlans: {
    setup: catalogue,
    call: () => ({ method: 'POST', path: api('plans/list'), as: 'admin', body: { audience: 'employer', limit: 50 } }),
  },
  createAdminPlan: {
    setup: catalogue,
    call: () => ({
      method: 'POST',
      path: api('plans'),
      as: 'admin',
      body: {
        audience: 'candidate',
        subscription: 'LITE_YEARLY',
        name: 'Probe plan',
        price: 10,
        tier: 'Job seekers',
        limits: { applications: 5 },
        features: ['resume_builder'],
      },
    }),
  },
  updateAdminPlan: {
    setup: catalogue,
    call: (ids) => ({
      method: 'PUT',
      path: api(`plans/${ids.catalogPlanId ?? NONE}`),
      as: 'admin',
      body: { description: 'Changed by the probe' },
    }),
  },
  listAdminTopUps: {
    setup: catalogue,
    call: () => ({ method: 'POST', path: api('top-ups/list'), as: 'admin', body: { limit: 50 } }),
  },
  createAdminTopUp: {
    setup: catalogue,
    call: () => ({
      method: 'POST',
      path: api('top-ups'),
      as: 'admin',
      body: { name: `Probe pack ${Date.now().toString(36)}`, price: 5, credits: { jobPosts: 1 }, validityDays: 30 },
    }),
  },
  updateAdminTopUp: {
    setup: catalogue,
    call: (ids) => ({
      method: 'PUT',
      path: api(`top-ups/${ids.catalogTopUpId ?? NONE}`),
      as: 'admin',
      body: { validityDays: 60 },
    }),
  },
  listAdminCoupons: {
    setup: catalogue,
    call: () => ({ method: 'POST', path: api('coupons/list'), as: 'admin', body: { limit: 50 } }),
  },
  createAdminCoupon: {
    setup: catalogue,
    // Naming the other board's plan must be refused without naming it back.
    call: (ids) => ({
      method: 'POST',
      path: api('coupons'),
      as: 'admin',
      body: {
        code: `P${Date.now().toString(36).toUpperCase()}`,
        percentOff: 5,
        planIds: [ids.catalogPlanId ?? NONE],
      },
    }),
  },
  updateAdminCoupon: {
    setup: catalogue,
    call: (ids) => ({
      method: 'PUT',
      path: api(`coupons/${ids.catalogCouponId ?? NONE}`),
      as: 'admin',
      body: { description: 'Changed by the probe' },
    }),
  },
};
