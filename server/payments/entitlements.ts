// What a caller may use and how much: the one answer every feature check and every limit asks.
// A flag needs the board's own plan (tenancy/features.ts) and, when the board sells it to its
// employers or candidates (sold-flags.ts), the caller's licence too. Limits are the plan's
// allowances plus the credits of active top-ups; no plan in force (a trial that ran out) is
// nothing sold and no allowance. Answers are kept for the length of a request.
import { featureFlags } from '@generated/manifest';
import type { Db } from '../db/database.ts';
import type { Limits } from '../db/tables-payments.ts';
import type { AuthUser, RequestContext, Tenant } from '../http/context.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { companyPlanLicence, grantingLicences, type Holder, type LicenceRow } from './licences-repo.ts';
import { soldTo } from './sold-flags.ts';

export type Entitlements = {
  holder: Holder;
  plan: LicenceRow | null;
  topUps: LicenceRow[];
  /** Flags the licence turns on (before the board's ceiling). */
  licensed: ReadonlySet<string>;
  /** Allowance by key: a count, or null for unlimited. A key the plan lacks is 0. */
  limit: (key: string) => number | null;
};

export function holderOf(user: AuthUser): Holder | null {
  if (user.role === 'employer' && user.companyId) return { type: 'employer', companyId: user.companyId };
  if (user.role === 'candidate') return { type: 'candidate', userId: user.id };
  return null;
}

function limitFrom(plan: LicenceRow | null, topUps: readonly LicenceRow[]) {
  const limits: Limits = plan?.snapshot.limits ?? {};
  return (key: string): number | null => {
    if (!(key in limits)) return topUps.reduce((n, t) => n + (t.snapshot.limits[key] ?? 0), 0);
    const base = limits[key];
    if (base === null || base === undefined) return null;
    return base + topUps.reduce((n, t) => n + (t.snapshot.limits[key] ?? 0), 0);
  };
}

export async function entitlementsOf(db: Db, tenant: Tenant, holder: Holder): Promise<Entitlements> {
  const granting = await grantingLicences(db, tenant.id, holder);
  // A company without a plan in force may be owed its free trial, written on the way.
  const plan =
    granting.plan ?? (holder.type === 'employer' ? await companyPlanLicence(db, tenant.id, holder.companyId) : null);
  const { topUps } = granting;
  return { holder, plan, topUps, licensed: new Set(plan?.snapshot.features ?? []), limit: limitFrom(plan, topUps) };
}

/** Whether the board sells candidate plans, so that candidate tools need one. */
export function sellsCandidateLicences(tenant: Tenant): boolean {
  return featureAllowed(tenant, 'candidate_licence');
}

/** The decision for one flag, given the board and (for sold flags) the holder's entitlements. */
export function allowedWith(tenant: Tenant, flag: string, role: string | null, ent: Entitlements | null): boolean {
  if (!featureAllowed(tenant, flag)) return false;
  const sold = soldTo(flag);
  if (!sold || sold !== role) return true;
  if (sold === 'candidate' && !sellsCandidateLicences(tenant)) return true;
  return ent !== null && ent.licensed.has(flag);
}

const perRequest = new WeakMap<RequestContext, Promise<Entitlements | null>>();

/** The signed-in caller's entitlements, once per request; null for guests and admins. */
export function callerEntitlements(ctx: RequestContext): Promise<Entitlements | null> {
  let found = perRequest.get(ctx);
  if (!found) {
    const holder = ctx.user ? holderOf(ctx.user) : null;
    found = holder && ctx.tenant ? entitlementsOf(ctx.db, ctx.tenant, holder) : Promise.resolve(null);
    perRequest.set(ctx, found);
  }
  return found;
}

/** Whether the caller of this request may use `flag`: the one feature check of the server. */
export async function callerMay(ctx: RequestContext, flag: string): Promise<boolean> {
  if (!ctx.tenant) return false;
  const role = ctx.user?.role ?? null;
  const sold = soldTo(flag);
  if (!sold || sold !== role) return featureAllowed(ctx.tenant, flag);
  return allowedWith(ctx.tenant, flag, role, await callerEntitlements(ctx));
}

/** Every flag of the manifest mapped to whether the caller may use it (licence/get-licence-map). */
export async function licenceMap(ctx: RequestContext, tenant: Tenant): Promise<Record<string, boolean>> {
  const role = ctx.user?.role ?? null;
  const ent = await callerEntitlements(ctx);
  const map: Record<string, boolean> = {};
  for (const f of Object.values(featureFlags)) map[f.key] = allowedWith(tenant, f.key, role, ent);
  return map;
}

/** A company's entitlements outside a request's caller (posting, imports, team seats). */
export function companyEntitlements(db: Db, tenant: Tenant, companyId: string): Promise<Entitlements> {
  return entitlementsOf(db, tenant, { type: 'employer', companyId });
}

/** Whether a company's plan (within the board's) allows an employer-sold flag. */
export async function companyMay(db: Db, tenant: Tenant, companyId: string, flag: string): Promise<boolean> {
  if (!featureAllowed(tenant, flag)) return false;
  if (soldTo(flag) !== 'employer') return true;
  return (await companyEntitlements(db, tenant, companyId)).licensed.has(flag);
}
