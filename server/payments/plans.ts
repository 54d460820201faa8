// The catalogue and licence calls: plan and top-up lists (per audience, converted into a display
// currency when the board sells in several), the employer's current plan, top-up details, the
// candidate's licence list and validation, and every licence of the caller.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { RequestContext, Tenant } from '../http/context.ts';
import { badRequest } from '../errors/errors.ts';
import { page, type Page } from '../http/envelope.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { CATALOGUE_CURRENCY, ensureCatalogue } from './catalogue.ts';
import { entitlementsOf, licenceMap, sellsCandidateLicences, type Entitlements } from './entitlements.ts';
import { gatewaysFor } from './gateway-support.ts';
import { planById, plansOnSale, topUpsOnSale } from './catalogue-repo.ts';
import { companyName, userName } from './holders-repo.ts';
import { latestPlanLicence, licencesPage, type Holder, type LicenceRow } from './licences-repo.ts';
import { convertMinor, ratesOf } from './money.ts';
import { usageOf } from './usage.ts';
import { licenceView, planView, topUpView, usageView, type PlanRow } from './views.ts';

type S = components['schemas'];
type Display = { currency: string; convert: (minor: number) => number };

/** How prices are shown: the asked currency when the board sells in several, else the plan's. */
export function displayIn(tenant: Tenant, asked: string | undefined, own = CATALOGUE_CURRENCY): Display {
  if (!asked || asked === own) return { currency: own, convert: (m) => m };
  if (!featureAllowed(tenant, 'multi_currency')) throw badRequest(`currency: this job board sells in ${own} only`);
  const rates = ratesOf(tenant);
  return { currency: asked, convert: (m) => convertMinor(m, own, asked, rates) };
}

async function planRows(db: Db, clientId: string, audience: 'employer' | 'candidate', billing?: string) {
  await ensureCatalogue(db, clientId);
  return (await plansOnSale(db, clientId, audience, billing)) as PlanRow[];
}

export async function listPlans(
  ctx: { db: Db; tenant: Tenant },
  audience: 'employer' | 'candidate',
  query: { page?: number; limit?: number; billingPeriod?: string; currency?: string },
): Promise<Page<S['Plan']>> {
  const display = displayIn(ctx.tenant, query.currency);
  const rows = await planRows(ctx.db, ctx.tenant.id, audience, query.billingPeriod);
  const pageNo = query.page ?? 1;
  const limit = query.limit ?? 10;
  const gateways = gatewaysFor(ctx.tenant, display.currency);
  const items = rows.slice((pageNo - 1) * limit, pageNo * limit).map((p) => planView(p, gateways, display));
  return page(items, rows.length, pageNo, limit);
}

export async function listTopUps(
  ctx: { db: Db; tenant: Tenant },
  query: { page?: number; limit?: number; currency?: string },
): Promise<Page<S['TopUp']>> {
  await ensureCatalogue(ctx.db, ctx.tenant.id);
  const display = displayIn(ctx.tenant, query.currency);
  const rows = await topUpsOnSale(ctx.db, ctx.tenant.id);
  const pageNo = query.page ?? 1;
  const limit = query.limit ?? 10;
  return page(
    rows.slice((pageNo - 1) * limit, pageNo * limit).map((t) => topUpView(t, display)),
    rows.length,
    pageNo,
    limit,
  );
}

export async function holderName(db: Db, clientId: string, holder: Holder): Promise<string> {
  if (holder.type === 'employer') return (await companyName(db, clientId, holder.companyId)) ?? '';
  const u = await userName(db, clientId, holder.userId);
  return u ? `${u.first_name} ${u.last_name}`.trim() : '';
}

export type LicenceViews = { name: string; used: Record<string, number>; view: (l: LicenceRow) => S['Licence'] };

export async function licenceViews(db: Db, clientId: string, holder: Holder, since: Date): Promise<LicenceViews> {
  const [name, used] = await Promise.all([holderName(db, clientId, holder), usageOf(db, clientId, holder, since)]);
  return { name, used, view: (l) => licenceView(l, name, l.kind === 'plan' ? used : {}) };
}

const DAY = 86_400_000;

export async function currentPlan(ctx: RequestContext, tenant: Tenant, companyId: string): Promise<S['CurrentPlan']> {
  const holder: Holder = { type: 'employer', companyId };
  const ent = await entitlementsOf(ctx.db, tenant, holder);
  const licence = ent.plan ?? (await latestPlanLicence(ctx.db, tenant.id, holder));
  if (!licence) throw badRequest('This company has no plan yet');
  const views = await licenceViews(ctx.db, tenant.id, holder, licence.starts_at);
  const planRow = (await planById(ctx.db, tenant.id, licence.snapshot.id)) as PlanRow | undefined;
  const view = views.view(licence);
  // Allowances with the top-ups' credits added, as the limits count them.
  view.usage = usageView(totalLimits(ent, licence), views.used);
  const now = Date.now();
  const isExpired = licence.expires_at.getTime() <= now;
  const isTrial = licence.snapshot.subscription === 'TRIAL';
  return {
    plan: planView(planRow ?? rowFromSnapshot(licence), gatewaysFor(tenant, licence.snapshot.currency)),
    licence: view,
    isTrial,
    isExpired,
    daysRemaining: isExpired ? 0 : Math.ceil((licence.expires_at.getTime() - now) / DAY),
    nextRenewalAt: licence.auto_renew && !isExpired ? licence.expires_at.toISOString() : null,
    availableActions: isTrial || isExpired ? ['NEW', 'UPGRADE', 'TOP_UP'] : ['UPGRADE', 'DOWNGRADE', 'RENEW', 'TOP_UP'],
    topUps: ent.topUps.map((t) => views.view(t)),
  };
}

function totalLimits(ent: Entitlements, licence: LicenceRow): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const key of Object.keys(licence.snapshot.limits)) out[key] = ent.plan ? ent.limit(key) : 0;
  return out;
}

function rowFromSnapshot(l: LicenceRow): PlanRow {
  const s = l.snapshot;
  return {
    id: s.id,
    audience: l.holder_type,
    name: s.name,
    description: null,
    subscription: s.subscription ?? 'TRIAL',
    billing_period: s.billingPeriod ?? 'MONTHLY',
    price_minor: s.priceMinor,
    original_price_minor: null,
    currency: s.currency,
    tier: s.tier ?? '',
    limits: s.limits,
    features: s.features,
    is_popular: false,
    trial_days: 0,
  };
}

export async function topUpDetails(db: Db, tenant: Tenant, companyId: string): Promise<S['TopUpDetails']> {
  const holder: Holder = { type: 'employer', companyId };
  const ent = await entitlementsOf(db, tenant, holder);
  const views = await licenceViews(db, tenant.id, holder, ent.plan?.starts_at ?? new Date(0));
  const credits: Record<string, number> = {};
  for (const t of ent.topUps)
    for (const [k, v] of Object.entries(t.snapshot.limits)) credits[k] = (credits[k] ?? 0) + (v ?? 0);
  return { topUps: ent.topUps.map((t) => views.view(t)), totals: usageView(credits, {}) };
}

export async function candidateLicenceList(
  ctx: { db: Db; tenant: Tenant },
  userId: string | null,
): Promise<S['CandidateLicenceList']> {
  const plans = await listPlans(ctx, 'candidate', { limit: 50 });
  let currentLicence: S['Licence'] | null = null;
  if (userId) {
    const holder: Holder = { type: 'candidate', userId };
    const ent = await entitlementsOf(ctx.db, ctx.tenant, holder);
    if (ent.plan)
      currentLicence = (await licenceViews(ctx.db, ctx.tenant.id, holder, ent.plan.starts_at)).view(ent.plan);
  }
  return {
    licenceRequired: sellsCandidateLicences(ctx.tenant),
    plans: [...plans.items].sort((a, b) => a.price - b.price),
    currentLicence,
  };
}

export async function validateCandidateLicence(
  ctx: RequestContext,
  tenant: Tenant,
  userId: string,
): Promise<S['LicenceValidation']> {
  const features = await licenceMap(ctx, tenant);
  if (!sellsCandidateLicences(tenant)) return { isValid: true, reason: 'not_required', licence: null, features };
  const holder: Holder = { type: 'candidate', userId };
  const ent = await entitlementsOf(ctx.db, tenant, holder);
  if (!ent.plan) {
    const last = await latestPlanLicence(ctx.db, tenant.id, holder);
    const licence = last ? (await licenceViews(ctx.db, tenant.id, holder, last.starts_at)).view(last) : null;
    return { isValid: false, reason: last ? 'expired' : 'none', licence, features };
  }
  const licence = (await licenceViews(ctx.db, tenant.id, holder, ent.plan.starts_at)).view(ent.plan);
  return { isValid: true, reason: ent.plan.status === 'trial' ? 'trial' : 'active', licence, features };
}

export async function listLicences(
  db: Db,
  tenant: Tenant,
  holder: Holder,
  query: { page?: number; limit?: number; status?: S['LicenceStatus']; kind?: S['LicenceKind'] },
): Promise<Page<S['Licence']>> {
  const pageNo = query.page ?? 1;
  const limit = query.limit ?? 10;
  const { rows, total } = await licencesPage(db, tenant.id, holder, {
    kind: query.kind,
    status: query.status,
    limit,
    offset: (pageNo - 1) * limit,
  });
  const views = await licenceViews(db, tenant.id, holder, new Date(0));
  return page(rows.map(views.view), total, pageNo, limit);
}
