// The console's catalogue editor (admin/catalogue/...). Thin: the rules live in
// server/admin/catalogue, the queries in payments/catalogue-admin-repo.ts.
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';
import { consoleEnv } from '../../http/console-admin.ts';
import { createAdminCoupon, listAdminCoupons, updateAdminCoupon } from './coupons.ts';
import { createAdminPlan, listAdminPlans, updateAdminPlan } from './plans.ts';
import { createAdminTopUp, listAdminTopUps, updateAdminTopUp } from './top-ups.ts';

export const adminCatalogueHandlers = handlers({
  listAdminPlans: async ({ body, ctx }) => ok(await listAdminPlans(consoleEnv(ctx), body)),
  createAdminPlan: async ({ body, ctx }) => ok(await createAdminPlan(consoleEnv(ctx), body), 'Plan created'),
  updateAdminPlan: async ({ params, body, ctx }) =>
    ok(
      await updateAdminPlan(consoleEnv(ctx), params.id, body),
      body.isActive === false ? 'Plan retired' : 'Plan updated',
    ),
  listAdminTopUps: async ({ body, ctx }) => ok(await listAdminTopUps(consoleEnv(ctx), body)),
  createAdminTopUp: async ({ body, ctx }) => ok(await createAdminTopUp(consoleEnv(ctx), body), 'Top-up created'),
  updateAdminTopUp: async ({ params, body, ctx }) =>
    ok(await updateAdminTopUp(consoleEnv(ctx), params.id, body), 'Top-up updated'),
  listAdminCoupons: async ({ body, ctx }) => ok(await listAdminCoupons(consoleEnv(ctx), body)),
  createAdminCoupon: async ({ body, ctx }) => ok(await createAdminCoupon(consoleEnv(ctx), body), 'Coupon created'),
  updateAdminCoupon: async ({ params, body, ctx }) =>
    ok(await updateAdminCoupon(consoleEnv(ctx), params.id, body), 'Coupon updated'),
});
