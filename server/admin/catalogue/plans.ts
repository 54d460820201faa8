// The console's plan editor (docs/payments.md, "The console's catalogue editor"). A plan is named
// by its audience and subscription value, one plan each; its billing period follows the value.
// Limits and features are the audience's own (an employer plan cannot sell the resume builder),
// and a plan is never deleted: retiring it takes it off the pricing pages and the checkout while
// every licence keeps the snapshot of what was bought (licences.snapshot).
import type { components } from '@generated/schema';
import { recordAudit } from '../../users/index.ts';
import type { Audience, Limits } from '../../db/tables-payments.ts';
import { page, type Page } from '../../http/envelope.ts';
import { alreadyExists, fieldError, notFound } from '../../errors/errors.ts';
import {
  CATALOGUE_CURRENCY,
  ensureCatalogue,
  findPlan,
  insertPlan,
  licenceCounts,
  nextSort,
  planRows,
  takenSubscriptions,
  updatePlan,
  type PlanRecord,
  CANDIDATE_SOLD_FLAGS,
  EMPLOYER_SOLD_FLAGS,
} from '../../payments/index.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { minorOf } from './money-input.ts';
import { adminPlanView } from './views.ts';

type S = components['schemas'];
type PlanList = Page<S['AdminPlan']> & { features: S['PlanFeatureKey'][]; freeSubscriptions: S['SubscriptionValue'][] };

export const NO_PLAN = 'This plan does not exist';
const SUBSCRIPTIONS: readonly S['SubscriptionValue'][] = [
  'TRIAL',
  'LITE_MONTHLY',
  'LITE_YEARLY',
  'PLUS_MONTHLY',
  'PLUS_YEARLY',
  'PREMIUM_MONTHLY',
  'PREMIUM_YEALY',
];
export const LIMIT_KEYS: Readonly<Record<Audience, readonly string[]>> = {
  employer: [
    'jobPosts',
    'featuredJobs',
    'candidateContactViews',
    'candidateSearches',
    'candidateInvites',
    'teamMembers',
    'resumeDownloads',
    'candidates',
  ],
  candidate: ['applications', 'resumeBuilds', 'resumeParses'],
};
const SOLD: Readonly<Record<Audience, ReadonlySet<string>>> = {
  employer: EMPLOYER_SOLD_FLAGS,
  candidate: CANDIDATE_SOLD_FLAGS,
};
const WHO: Readonly<Record<Audience, string>> = { employer: 'employers', candidate: 'job seekers' };

/** The billing period a subscription value names; the free trial is counted in days. */
export function billingOf(subscription: string): S['BillingPeriod'] {
  return subscription === 'TRIAL' || subscription.endsWith('MONTHLY') ? 'MONTHLY' : 'YEARLY';
}

function limitsOf(audience: Audience, limits: S['PlanLimits']): Limits {
  const out: Limits = {};
  for (const [key, value] of Object.entries(limits)) {
    if (!LIMIT_KEYS[audience].includes(key))
      throw fieldError(`limits.${key}`, `Plans for ${WHO[audience]} have no ${key}`);
    out[key] = value === 'unlimited' ? null : value;
  }
  return out;
}

function featuresOf(audience: Audience, features: readonly string[]): string[] {
  for (const f of features)
    if (f !== 'default' && !SOLD[audience].has(f)) throw fieldError('features', `${f} is not sold to ${WHO[audience]}`);
  return ['default', ...features.filter((f) => f !== 'default')];
}

async function views(env: ConsoleEnv, rows: PlanRecord[]): Promise<S['AdminPlan'][]> {
  const counts = await licenceCounts(
    env.db,
    env.clientId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => adminPlanView(env.tenant, r, counts.get(r.id) ?? 0));
}

export async function listAdminPlans(env: ConsoleEnv, q: S['AdminPlanQuery']): Promise<PlanList> {
  await ensureCatalogue(env.db, env.clientId);
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const [{ rows, total }, taken] = await Promise.all([
    planRows(env.db, env.clientId, q.audience, pageNo, limit),
    takenSubscriptions(env.db, env.clientId, q.audience),
  ]);
  return {
    ...page(await views(env, rows), total, pageNo, limit),
    features: [...SOLD[q.audience]].sort(),
    freeSubscriptions: SUBSCRIPTIONS.filter((s) => s !== 'TRIAL' && !taken.includes(s)),
  };
}

/** The rules between fields, on the plan as it will be. */
function checkPlan(p: {
  subscription: string;
  price_minor: number;
  original_price_minor: number | null;
  trial_days: number;
  is_active: boolean;
}) {
  if (p.original_price_minor !== null && p.original_price_minor < p.price_minor)
    throw fieldError('originalPrice', 'The original price cannot be below the price');
  if (p.subscription !== 'TRIAL') return;
  if (p.price_minor !== 0) throw fieldError('price', 'The free trial costs nothing');
  if (p.trial_days < 1) throw fieldError('trialDays', 'The free trial lasts at least a day');
  if (!p.is_active) throw fieldError('isActive', 'The free trial cannot be retired: every new company starts on it');
}

export async function createAdminPlan(env: ConsoleEnv, body: S['AdminPlanInput']): Promise<S['AdminPlan']> {
  await ensureCatalogue(env.db, env.clientId);
  if (body.subscription === 'TRIAL')
    throw fieldError('subscription', 'The free trial comes with the catalogue; edit it instead');
  const row = {
    audience: body.audience,
    name: body.name.trim(),
    description: body.description?.trim() || null,
    subscription: body.subscription,
    billing_period: billingOf(body.subscription),
    price_minor: minorOf('price', body.price, CATALOGUE_CURRENCY),
    original_price_minor:
      body.originalPrice === undefined || body.originalPrice === null
        ? null
        : minorOf('originalPrice', body.originalPrice, CATALOGUE_CURRENCY),
    currency: CATALOGUE_CURRENCY,
    tier: body.tier.trim(),
    limits: JSON.stringify(limitsOf(body.audience, body.limits)),
    features: featuresOf(body.audience, body.features),
    is_popular: body.isPopular ?? false,
    trial_days: body.trialDays ?? 0,
    sort: body.sort ?? (await nextSort(env.db, env.clientId, 'plans')),
  };
  checkPlan({ ...row, is_active: true });
  const created = await env.db.transaction().execute(async (trx) => {
    const inserted = await insertPlan(trx, env.clientId, row);
    if (!inserted) throw alreadyExists(`There is already a ${body.subscription} plan for ${WHO[body.audience]}`);
    await recordAudit(trx, {
      clientId: env.clientId,
      actorId: env.admin.id,
      actingForId: null,
      action: 'plan.created',
      detail: { planId: inserted.id, audience: body.audience, subscription: body.subscription, name: row.name },
    });
    return inserted;
  });
  return adminPlanView(env.tenant, created, 0);
}

function auditAction(before: PlanRecord, isActive: boolean | undefined): string {
  if (isActive === false && before.is_active) return 'plan.retired';
  if (isActive === true && !before.is_active) return 'plan.reactivated';
  return 'plan.updated';
}

export async function updateAdminPlan(
  env: ConsoleEnv,
  id: string,
  body: S['AdminPlanUpdate'],
): Promise<S['AdminPlan']> {
  const before = await findPlan(env.db, env.clientId, id);
  if (!before) throw notFound(NO_PLAN);
  const set = {
    ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
    ...(body.price !== undefined ? { price_minor: minorOf('price', body.price, before.currency) } : {}),
    ...(body.originalPrice !== undefined
      ? {
          original_price_minor:
            body.originalPrice === null ? null : minorOf('originalPrice', body.originalPrice, before.currency),
        }
      : {}),
    ...(body.tier !== undefined ? { tier: body.tier.trim() } : {}),
    ...(body.limits !== undefined ? { limits: JSON.stringify(limitsOf(before.audience, body.limits)) } : {}),
    ...(body.features !== undefined ? { features: featuresOf(before.audience, body.features) } : {}),
    ...(body.isPopular !== undefined ? { is_popular: body.isPopular } : {}),
    ...(body.trialDays !== undefined ? { trial_days: body.trialDays } : {}),
    ...(body.sort !== undefined ? { sort: body.sort } : {}),
    ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
  };
  checkPlan({
    subscription: before.subscription,
    price_minor: set.price_minor ?? before.price_minor,
    original_price_minor:
      set.original_price_minor !== undefined ? set.original_price_minor : before.original_price_minor,
    trial_days: set.trial_days ?? before.trial_days,
    is_active: set.is_active ?? before.is_active,
  });
  const updated = await env.db.transaction().execute(async (trx) => {
    const row = await updatePlan(trx, env.clientId, id, set);
    if (!row) throw notFound(NO_PLAN);
    await recordAudit(trx, {
      clientId: env.clientId,
      actorId: env.admin.id,
      actingForId: null,
      action: auditAction(before, body.isActive),
      detail: { planId: id, subscription: before.subscription, name: row.name, fields: Object.keys(body) },
    });
    return row;
  });
  const [view] = await views(env, [updated]);
  if (!view) throw notFound(NO_PLAN);
  return view;
}
