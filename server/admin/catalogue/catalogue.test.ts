// The console's catalogue editor over real HTTP: the board's admin lists, creates, changes and
// retires plans (a retired plan leaves the pricing lists while the licence bought before keeps its
// snapshot), edits top-up packs and coupons with their rules (one code per board in any case, a
// percentage or an amount, plans of this board), every write audited; another board is untouched
// and nobody but the board's admin may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller } from '../../applications/test/support.ts';
import { grantPlan } from '../../payments/licences-repo.ts';
import { HOST_A, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type PlanList = {
  items: S['AdminPlan'][];
  pagination: S['Pagination'];
  features: string[];
  freeSubscriptions: string[];
};
type Fields = { fields?: { field: string; message: string }[] };

let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: TestUser;
let adminB: TestUser;
let owner: TestUser;
let companyId: string;

const plans = (audience: 'employer' | 'candidate', who: TestUser = admin) =>
  call<PlanList>('POST', 'admin/catalogue/plans/list', who, { audience, limit: 50 });
const planOf = async (subscription: string, who: TestUser = admin) => {
  const found = (await plans('employer', who)).body.data.items.find((p) => p.subscription === subscription);
  if (!found) throw new Error(`no ${subscription}`);
  return found;
};
const guestPlans = async () => {
  const res = await server.call<{ data: { items: S['Plan'][] } }>('POST', '/client/api/v1/licence/get-plans-guest', {
    host: HOST_A,
    body: { audience: 'employer', limit: 50 },
  });
  expect(res.status).toBe(200);
  return res.body.data.items;
};
const fieldsOf = (body: unknown) => ((body as { data: Fields | null }).data?.fields ?? []).map((f) => f.field);
const audited = async (action: string) =>
  server.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'detail'])
    .where('client_id', '=', server.tenantA)
    .where('action', '=', action)
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  companyId = await makeCompany(db, server.tenantA, 'Harbourline Freight', null);
  owner = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
});

afterAll(async () => server?.close());

describe('the console’s plans', () => {
  it('lists both audiences, with the flags each may sell and the values still free', async () => {
    const employer = await plans('employer');
    expect(employer.status).toBe(200);
    expect(employer.body.data.items.map((p) => p.subscription)).toContain('TRIAL');
    expect(employer.body.data.features).toContain('ats');
    expect(employer.body.data.features).not.toContain('resume_builder');
    expect(employer.body.data.freeSubscriptions).toEqual([]);
    const candidate = await plans('candidate');
    expect(candidate.body.data.features).toContain('resume_builder');
    expect(candidate.body.data.freeSubscriptions).toEqual(['LITE_MONTHLY', 'LITE_YEARLY']);
  });

  it('changes a price for buyers from now on, retires a plan, and the licence bought before keeps its snapshot', async () => {
    await grantPlan(server.database.db, server.tenantA, { type: 'employer', companyId }, 'PLUS_MONTHLY');
    const plus = await planOf('PLUS_MONTHLY');
    expect(plus.licenceCount).toBe(1);
    const changed = await call<S['AdminPlan']>('PUT', `admin/catalogue/plans/${plus._id}`, admin, {
      price: 119.5,
      limits: { ...plus.limits, jobPosts: 60 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ price: 119.5, limits: { jobPosts: 60 }, isActive: true });
    expect((await guestPlans()).find((p) => p._id === plus._id)?.price).toBe(119.5);

    const retired = await call<S['AdminPlan']>('PUT', `admin/catalogue/plans/${plus._id}`, admin, { isActive: false });
    expect(retired.status).toBe(200);
    expect(retired.body.message).toBe('Plan retired');
    expect((await guestPlans()).map((p) => p._id)).not.toContain(plus._id);
    const employerList = await call<{ items: S['Plan'][] }>('POST', 'licence/employer/get-plans/list', owner, {
      limit: 50,
    });
    expect(employerList.body.data.items.map((p) => p._id)).not.toContain(plus._id);
    const licence = await server.database.db
      .selectFrom('licences')
      .select('snapshot')
      .where('client_id', '=', server.tenantA)
      .where('company_id', '=', companyId)
      .where('plan_id', '=', plus._id)
      .executeTakeFirstOrThrow();
    expect(licence.snapshot).toMatchObject({ priceMinor: 9900, limits: { jobPosts: 50 } });
    expect((await audited('plan.retired')).map((a) => a.actor_id)).toEqual([admin.id]);

    const back = await call<S['AdminPlan']>('PUT', `admin/catalogue/plans/${plus._id}`, admin, { isActive: true });
    expect(back.body.data.isActive).toBe(true);
    expect(await audited('plan.reactivated')).toHaveLength(1);
  });

  it('refuses flags and allowances of the other audience, a struck price below the price and a third decimal', async () => {
    const lite = await planOf('LITE_MONTHLY');
    const url = `admin/catalogue/plans/${lite._id}`;
    const flag = await call('PUT', url, admin, { features: ['ats', 'resume_builder'] });
    expect(flag.status).toBe(400);
    expect(fieldsOf(flag.body)).toEqual(['body.features']);
    const limit = await call('PUT', url, admin, { limits: { applications: 3 } });
    expect(fieldsOf(limit.body)).toEqual(['body.limits.applications']);
    const struck = await call('PUT', url, admin, { originalPrice: 10 });
    expect(fieldsOf(struck.body)).toEqual(['body.originalPrice']);
    const cents = await call('PUT', url, admin, { price: 10.005 });
    expect(fieldsOf(cents.body)).toEqual(['body.price']);
    expect((await planOf('LITE_MONTHLY')).price).toBe(lite.price);
  });

  it('keeps the free trial: it cannot be retired nor cost anything', async () => {
    const trial = await planOf('TRIAL');
    const retire = await call('PUT', `admin/catalogue/plans/${trial._id}`, admin, { isActive: false });
    expect(fieldsOf(retire.body)).toEqual(['body.isActive']);
    const price = await call('PUT', `admin/catalogue/plans/${trial._id}`, admin, { price: 5 });
    expect(fieldsOf(price.body)).toEqual(['body.price']);
    const days = await call<S['AdminPlan']>('PUT', `admin/catalogue/plans/${trial._id}`, admin, { trialDays: 14 });
    expect(days.body.data.trialDays).toBe(14);
  });

  it('creates a plan for a free subscription value once; the billing period follows the value', async () => {
    const body = {
      audience: 'candidate',
      subscription: 'LITE_YEARLY',
      name: 'Job seeker Lite',
      price: 49.99,
      tier: 'Job seekers',
      limits: { applications: 'unlimited', resumeBuilds: 2 },
      features: ['resume_builder'],
    };
    const made = await call<S['AdminPlan']>('POST', 'admin/catalogue/plans', admin, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      billingPeriod: 'YEARLY',
      price: 49.99,
      features: ['default', 'resume_builder'],
      limits: { applications: 'unlimited', resumeBuilds: 2 },
      licenceCount: 0,
    });
    expect((await call('POST', 'admin/catalogue/plans', admin, body)).status).toBe(409);
    const trial = await call('POST', 'admin/catalogue/plans', admin, { ...body, subscription: 'TRIAL' });
    expect(fieldsOf(trial.body)).toEqual(['body.subscription']);
    expect(await audited('plan.created')).toHaveLength(1);
  });
});

describe('the console’s top-ups', () => {
  it('creates a pack, refuses its name again in another case, and edits it', async () => {
    const made = await call<S['AdminTopUp']>('POST', 'admin/catalogue/top-ups', admin, {
      name: '20 extra job posts',
      price: 179,
      credits: { jobPosts: 20 },
      validityDays: 90,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ price: 179, credits: { jobPosts: 20 }, isActive: true });
    const again = await call('POST', 'admin/catalogue/top-ups', admin, {
      name: '20 EXTRA job posts',
      price: 1,
      credits: { jobPosts: 1 },
      validityDays: 1,
    });
    expect(again.status).toBe(409);
    const off = await call<S['AdminTopUp']>('PUT', `admin/catalogue/top-ups/${made.body.data._id}`, admin, {
      price: 159,
      isActive: false,
    });
    expect(off.body.data).toMatchObject({ price: 159, isActive: false });
    const list = await call<{ items: S['AdminTopUp'][] }>('POST', 'admin/catalogue/top-ups/list', admin, { limit: 50 });
    expect(list.body.data.items.map((t) => t.name)).toEqual(
      expect.arrayContaining(['10 extra job posts', '20 extra job posts']),
    );
    const forSale = await call<{ items: S['TopUp'][] }>('POST', 'licence/get-topup/list', owner, { limit: 50 });
    expect(forSale.body.data.items.map((t) => t._id)).not.toContain(made.body.data._id);
  });
});

describe('the console’s coupons', () => {
  it('keeps codes upper case and unique in any case, and checks the discount, the window and the plans', async () => {
    const lite = await planOf('LITE_MONTHLY');
    const made = await call<S['Coupon']>('POST', 'admin/catalogue/coupons', admin, {
      code: 'spring25',
      percentOff: 25,
      audience: 'employer',
      planIds: [lite._id],
      maxRedemptions: 100,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ code: 'SPRING25', percentOff: 25, planIds: [lite._id], redemptionCount: 0 });
    expect((await call('POST', 'admin/catalogue/coupons', admin, { code: 'Spring25', percentOff: 5 })).status).toBe(
      409,
    );

    const both = await call('POST', 'admin/catalogue/coupons', admin, {
      code: 'BOTH',
      percentOff: 5,
      amountOff: 5,
      currency: 'USD',
    });
    expect(fieldsOf(both.body)).toEqual(['body.amountOff']);
    const none = await call('POST', 'admin/catalogue/coupons', admin, { code: 'NONE' });
    expect(fieldsOf(none.body)).toEqual(['body.percentOff']);
    const noCurrency = await call('POST', 'admin/catalogue/coupons', admin, { code: 'NOCUR', amountOff: 5 });
    expect(fieldsOf(noCurrency.body)).toEqual(['body.currency']);
    const window = await call('POST', 'admin/catalogue/coupons', admin, {
      code: 'WINDOW',
      percentOff: 5,
      validFrom: '2026-06-01T00:00:00.000Z',
      validUntil: '2026-05-01T00:00:00.000Z',
    });
    expect(fieldsOf(window.body)).toEqual(['body.validUntil']);
    const candidatePlan = (await plans('candidate')).body.data.items[0];
    const wrongAudience = await call('POST', 'admin/catalogue/coupons', admin, {
      code: 'WRONGAUD',
      percentOff: 5,
      audience: 'employer',
      planIds: [candidatePlan?._id],
    });
    expect(fieldsOf(wrongAudience.body)).toEqual(['body.planIds']);
    const otherBoard = await planOf('LITE_MONTHLY', adminB);
    const foreign = await call('POST', 'admin/catalogue/coupons', admin, {
      code: 'FOREIGN',
      percentOff: 5,
      planIds: [otherBoard._id],
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).not.toContain(otherBoard._id);

    const amount = await call<S['Coupon']>('PUT', `admin/catalogue/coupons/${made.body.data._id}`, admin, {
      percentOff: null,
      amountOff: 15.5,
      currency: 'USD',
    });
    expect(amount.status, JSON.stringify(amount.body)).toBe(200);
    expect(amount.body.data).toMatchObject({ percentOff: null, amountOff: 15.5, currency: 'USD' });
    const applied = await call<S['CouponApplication']>('POST', 'subscription/coupon/applyCoupon', owner, {
      code: 'spring25',
      planId: lite._id,
      currency: 'USD',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.discount).toBe(15.5);
    const list = await call<{ items: S['Coupon'][] }>('POST', 'admin/catalogue/coupons/list', admin, {
      search: 'spring',
    });
    expect(list.body.data.items.map((c) => c.code)).toEqual(['SPRING25']);
    expect(await audited('coupon.updated')).toHaveLength(1);
  });
});

describe('another board and other callers', () => {
  it('leaves another board’s catalogue alone and answers 404 for its rows', async () => {
    const mine = await planOf('PREMIUM_MONTHLY');
    const theirs = await planOf('PREMIUM_MONTHLY', adminB);
    expect(theirs._id).not.toBe(mine._id);
    expect((await call('PUT', `admin/catalogue/plans/${mine._id}`, adminB, { price: 1 })).status).toBe(404);
    expect((await planOf('PREMIUM_MONTHLY')).price).toBe(mine.price);
    const coupons = await call<{ items: S['Coupon'][] }>('POST', 'admin/catalogue/coupons/list', adminB, {});
    expect(coupons.body.data.items).toEqual([]);
  });

  it('answers 401 to a guest and 403 to an employer', async () => {
    expect((await call('POST', 'admin/catalogue/plans/list', null, { audience: 'employer' })).status).toBe(401);
    expect((await call('POST', 'admin/catalogue/plans/list', owner, { audience: 'employer' })).status).toBe(403);
    expect((await call('POST', 'admin/catalogue/coupons', owner, { code: 'NOPE', percentOff: 5 })).status).toBe(403);
  });
});
