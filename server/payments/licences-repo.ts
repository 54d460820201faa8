// Licences: the grant of a plan or a top-up pack to a company (employers) or a candidate. A
// company's free trial is written the first time its licence is asked for, dated from the
// company's creation, so every company has a licence row to show without a sign-up hook.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Selectable, Updateable } from 'kysely';
import type { Audience, LicenceStatus, PaymentTables, PlanSnapshot } from '../db/tables-payments.ts';
import { acrossTenants, scopedTo, type TenantRow } from '../db/tenant-scope.ts';
import { ensureCatalogue } from './catalogue.ts';

export type Holder = { type: 'employer'; companyId: string } | { type: 'candidate'; userId: string };

export type LicenceRow = Selectable<PaymentTables['licences']>;

/** Statuses that still grant until `expires_at`. */
export const GRANTING: readonly LicenceStatus[] = ['trial', 'active', 'past_due', 'cancelled'];

function holderQuery(db: Db, clientId: string, holder: Holder) {
  const q = scopedTo(db, clientId).selectFrom('licences').selectAll();
  return holder.type === 'employer'
    ? q.where('company_id', '=', holder.companyId).where('holder_type', '=', 'employer')
    : q.where('user_id', '=', holder.userId).where('holder_type', '=', 'candidate');
}

/** The plan licence in force (the newest granting one), or null. */
export async function activePlanLicence(db: Db, clientId: string, holder: Holder): Promise<LicenceRow | null> {
  const row = await holderQuery(db, clientId, holder)
    .where('kind', '=', 'plan')
    .where('status', 'in', GRANTING)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row as LicenceRow | undefined) ?? null;
}

/**
 * The holder's plan licence in force and its top-ups, in one statement: every signed-in request
 * with a sold flag or a limit reads both. The plan is the newest granting one; top-ups soonest
 * to expire first.
 */
export async function grantingLicences(
  db: Db,
  clientId: string,
  holder: Holder,
): Promise<{ plan: LicenceRow | null; topUps: LicenceRow[] }> {
  const rows = (await holderQuery(db, clientId, holder)
    .where('kind', 'in', ['plan', 'topup'])
    .where('status', 'in', GRANTING)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('expires_at', 'asc')
    .execute()) as LicenceRow[];
  let plan: LicenceRow | null = null;
  for (const row of rows)
    if (row.kind === 'plan' && (!plan || new Date(row.created_at) > new Date(plan.created_at))) plan = row;
  return { plan, topUps: rows.filter((row) => row.kind === 'topup') };
}

export async function latestPlanLicence(db: Db, clientId: string, holder: Holder): Promise<LicenceRow | null> {
  const row = await holderQuery(db, clientId, holder)
    .where('kind', '=', 'plan')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row as LicenceRow | undefined) ?? null;
}

export async function snapshotOfPlan(db: Db, clientId: string, planId: string): Promise<PlanSnapshot | null> {
  const p = await scopedTo(db, clientId).selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
  if (!p) return null;
  return {
    id: p.id,
    name: p.name,
    subscription: p.subscription,
    billingPeriod: p.billing_period,
    priceMinor: p.price_minor,
    currency: p.currency,
    tier: p.tier,
    isTopUp: false,
    limits: p.limits,
    features: p.features,
    validityDays: p.billing_period === 'YEARLY' ? 365 : p.subscription === 'TRIAL' ? p.trial_days : 30,
  };
}

/** The id of a board's plan by its audience and subscription value (the catalogue written first). */
export async function planIdOf(db: Db, clientId: string, audience: Audience, subscription: string): Promise<string> {
  await ensureCatalogue(db, clientId);
  const p = await scopedTo(db, clientId)
    .selectFrom('plans')
    .select('id')
    .where('audience', '=', audience)
    .where('subscription', '=', subscription)
    .executeTakeFirst();
  if (!p) throw new Error(`no ${audience} plan ${subscription} on this board`);
  return p.id;
}

async function snapshotOfSubscription(db: Db, clientId: string, audience: Audience, subscription: string) {
  return snapshotOfPlan(db, clientId, await planIdOf(db, clientId, audience, subscription));
}

/**
 * The company's plan licence in force; a company that never had one gets its free trial now,
 * dated from when the company was created (so an old company's trial is already over).
 */
export async function companyPlanLicence(db: Db, clientId: string, companyId: string): Promise<LicenceRow | null> {
  const holder: Holder = { type: 'employer', companyId };
  const found = await activePlanLicence(db, clientId, holder);
  if (found) return found;
  if (await latestPlanLicence(db, clientId, holder)) return null;
  const trial = await snapshotOfSubscription(db, clientId, 'employer', 'TRIAL');
  const scope = scopedTo(db, clientId);
  const company = await scope
    .selectFrom('companies')
    .select('created_at')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!trial || !company) return null;
  const startsAt = new Date(company.created_at);
  await scope
    .insertInto('licences', {
      holder_type: 'employer',
      company_id: companyId,
      user_id: null,
      kind: 'plan',
      plan_id: trial.id,
      topup_id: null,
      snapshot: JSON.stringify(trial),
      status: 'trial',
      starts_at: startsAt,
      expires_at: new Date(startsAt.getTime() + trial.validityDays * 86_400_000),
      auto_renew: false,
      cancelled_at: null,
      gateway: null,
      order_id: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return activePlanLicence(db, clientId, holder);
}

/**
 * Grants a plan by its subscription value without a payment: the board admin's grant (also how
 * the demo data and the tests give a company a paid plan). It replaces the plan in force.
 */
export async function grantPlan(
  db: Db,
  clientId: string,
  holder: Holder,
  subscription: string,
  now = new Date(),
): Promise<string> {
  const snap = await snapshotOfSubscription(db, clientId, holder.type, subscription);
  if (!snap) throw new Error(`no ${holder.type} plan ${subscription} on this board`);
  await supersedePlans(db, clientId, holder, now);
  const row = await scopedTo(db, clientId)
    .insertInto('licences', {
      holder_type: holder.type,
      company_id: holder.type === 'employer' ? holder.companyId : null,
      user_id: holder.type === 'candidate' ? holder.userId : null,
      kind: 'plan',
      plan_id: snap.id,
      topup_id: null,
      snapshot: JSON.stringify(snap),
      status: subscription === 'TRIAL' ? 'trial' : 'active',
      starts_at: now,
      expires_at: new Date(now.getTime() + snap.validityDays * 86_400_000),
      auto_renew: false,
      cancelled_at: null,
      gateway: null,
      order_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends the holder's plan licences in force: a new plan replaces them from `now`. */
export async function supersedePlans(db: Db, clientId: string, holder: Holder, now: Date): Promise<void> {
  let q = scopedTo(db, clientId)
    .updateTable('licences')
    .set({ status: 'expired', expires_at: now, auto_renew: false, updated_at: now })
    .where('kind', '=', 'plan')
    .where('status', 'in', GRANTING)
    .where('expires_at', '>', now);
  q =
    holder.type === 'employer'
      ? q.where('company_id', '=', holder.companyId).where('holder_type', '=', 'employer')
      : q.where('user_id', '=', holder.userId).where('holder_type', '=', 'candidate');
  await q.execute();
}

export type LicenceListing = {
  kind?: 'plan' | 'topup' | undefined;
  status?: LicenceStatus | undefined;
  limit: number;
  offset: number;
};

/** One page of a holder's licences, newest first, and how many there are; `expired` includes the lapsed. */
export async function licencesPage(
  db: Db,
  clientId: string,
  holder: Holder,
  f: LicenceListing,
): Promise<{ rows: LicenceRow[]; total: number }> {
  let q = scopedTo(db, clientId).selectFrom('licences');
  q =
    holder.type === 'employer'
      ? q.where('holder_type', '=', 'employer').where('company_id', '=', holder.companyId)
      : q.where('holder_type', '=', 'candidate').where('user_id', '=', holder.userId);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.status === 'expired')
    q = q.where((w) => w.or([w('status', '=', 'expired'), w('expires_at', '<=', new Date())]));
  else if (f.status) q = q.where('status', '=', f.status).where('expires_at', '>', new Date());
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as LicenceRow[], total: Number(total.n) };
}

/** The holder's newest plan licence granting at `now` (an upgrade's or a renewal's starting point). */
export async function planInForce(db: Db, clientId: string, holder: Holder, now: Date) {
  let q = scopedTo(db, clientId)
    .selectFrom('licences')
    .select(['id', 'expires_at', 'plan_id'])
    .where('kind', '=', 'plan')
    .where('status', 'in', GRANTING)
    .where('expires_at', '>', now);
  q =
    holder.type === 'employer' ? q.where('company_id', '=', holder.companyId) : q.where('user_id', '=', holder.userId);
  return q.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

export async function insertLicence(db: Db, clientId: string, row: TenantRow<'licences'>): Promise<string> {
  const inserted = await scopedTo(db, clientId).insertInto('licences', row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A licence by the id its board's order holds. */
export async function licenceById(db: Db, clientId: string, id: string): Promise<LicenceRow | undefined> {
  return (await scopedTo(db, clientId).selectFrom('licences').selectAll().where('id', '=', id).executeTakeFirst()) as
    LicenceRow | undefined;
}

/** Whether a plan of the holder renews by itself later than `now`. */
export async function hasRenewingPlan(db: Db, clientId: string, holder: Holder, now: Date): Promise<boolean> {
  let renewing = scopedTo(db, clientId)
    .selectFrom('licences')
    .select('id')
    .where('kind', '=', 'plan')
    .where('auto_renew', '=', true)
    .where('expires_at', '>', now);
  renewing =
    holder.type === 'employer'
      ? renewing.where('company_id', '=', holder.companyId)
      : renewing.where('user_id', '=', holder.userId);
  return (await renewing.executeTakeFirst()) !== undefined;
}

/** Changes a licence found before (the renewal sweep's, or the holder's). */
export async function setLicence(
  db: Db,
  clientId: string,
  id: string,
  patch: Updateable<PaymentTables['licences']>,
): Promise<void> {
  await scopedTo(db, clientId).updateTable('licences').set(patch).where('id', '=', id).execute();
}

/** Ends or stops a licence's renewal and returns what the holder keeps. */
export async function cancelLicence(
  db: Db,
  clientId: string,
  id: string,
  patch: Updateable<PaymentTables['licences']>,
) {
  return scopedTo(db, clientId)
    .updateTable('licences')
    .set(patch)
    .where('id', '=', id)
    .returning(['id', 'status', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Plan licences of every board whose renewal is due: in their last day, or a failed attempt's retry. */
export async function renewalsDue(db: Db, now: Date, dayMs: number): Promise<LicenceRow[]> {
  return (await acrossTenants(db)
    .selectFrom('licences')
    .selectAll()
    .where('kind', '=', 'plan')
    .where('auto_renew', '=', true)
    .where('status', 'in', GRANTING)
    .where((w) =>
      w.or([
        w.and([w('next_renewal_attempt_at', 'is', null), w('expires_at', '<=', new Date(now.getTime() + dayMs))]),
        w('next_renewal_attempt_at', '<=', now),
      ]),
    )
    .limit(100)
    .execute()) as LicenceRow[];
}

/**
 * Takes a due renewal (the sweep's, across boards) for this run until `until`; false when another
 * run took it first.
 */
export async function claimRenewal(db: Db, id: string, now: Date, until: Date): Promise<boolean> {
  const claimed = await acrossTenants(db)
    .updateTable('licences')
    .set({ next_renewal_attempt_at: until })
    .where('id', '=', id)
    .where('auto_renew', '=', true)
    .where((w) => w.or([w('next_renewal_attempt_at', 'is', null), w('next_renewal_attempt_at', '<=', now)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
