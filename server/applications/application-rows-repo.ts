// The SQL of reading applications: one query shape (application, job, applicant account and
// profile) filtered by the caller's scope, so a reviewer's queries always carry the company and a
// candidate's always carry the candidate. Every query filters by the tenant.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { likePattern } from '../db/like.ts';
import { scopedTo, type TenantScope } from '../db/tenant-scope.ts';

type S = components['schemas'];
export type AppStatus = S['ApplicationStatus'];

/** Whose applications: the company's (reviewer) or the candidate's own. */
export type Scope = { clientId: string } & ({ companyId: string } | { candidateId: string });

export type AppFilters = {
  jobId?: string;
  status?: AppStatus;
  source?: S['ApplicationSource'];
  search?: string;
  appliedFrom?: string;
  appliedTo?: string;
  ids?: string[];
  /** The company's lists: `passed` leaves out applications set aside by a knock-out, `set_aside` keeps only them. */
  screening?: 'passed' | 'set_aside';
};

/** Whether the application is set aside by a knock-out (docs/knock-outs.md). */
const setAside = (tenant: TenantScope) => sql<SqlBool>`exists (select 1 from application_screenings s
  where s.application_id = a.id and ${tenant.owns('s')} and s.set_aside)`;

type ScreeningJson = { score: number | null; setAside: boolean; failed: string[] } | null;

/** The application's screening (score, set aside, failed questions) as JSON; null when its job had no rules. */
const screeningJson = (tenant: TenantScope) => sql<ScreeningJson>`(select
  jsonb_build_object('score', s.score, 'setAside', s.set_aside, 'failed', to_jsonb(s.failed))
  from application_screenings s where s.application_id = a.id and ${tenant.owns('s')})`;

/** The screening score for sorting; null when the application has none. */
export const screeningScore = (tenant: TenantScope) => sql<number | null>`(select s.score from application_screenings s
  where s.application_id = a.id and ${tenant.owns('s')})`;

/** Statuses in tab order (contract StatusSummary). */
export const TAB_ORDER: readonly AppStatus[] = ['APPLIED', 'SHORTLIST', 'IN_INTERVIEW', 'HIRED', 'REJECTED'];

/** The applicant's display name: the account's, else the guest's. */
export const applicantName = sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), a.guest_name, '')`;

/**
 * The share of the job's skills found on the candidate's profile, 0 to 100; null for guests and
 * for jobs without skills. Case-insensitive on skill names.
 */
export const matchScore = sql<number | null>`case when a.candidate_id is null or cardinality(j.skills) = 0 then null
  else (100 * (select count(*) from unnest(j.skills) js where lower(js) in
    (select lower(e ->> 'nm') from jsonb_array_elements(coalesce(p.skills, '[]'::jsonb)) e)) / cardinality(j.skills))::int end`;

/** The tenant's applications in `scope`; `tenant` is the scope of `scope.clientId`. */
export function baseQuery(tenant: TenantScope, scope: Scope) {
  let q = tenant
    .selectFrom('applications as a')
    .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 'a.job_id').on(tenant.owns('j')))
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.candidate_id').on(tenant.owns('u')))
    .leftJoin('candidate_profiles as p', (join) => join.onRef('p.user_id', '=', 'a.candidate_id').on(tenant.owns('p')));
  q =
    'companyId' in scope
      ? q.where('j.company_id', '=', scope.companyId)
      : q.where('a.candidate_id', '=', scope.candidateId);
  return q;
}

type Base = ReturnType<typeof baseQuery>;

/** The filters of the lists and counts; `status` only when `withStatus` (the summary counts every status). */
export function applyFilters<Q extends Base>(q: Q, tenant: TenantScope, f: AppFilters, withStatus = true): Q {
  let out = q as Base;
  if (f.ids) out = out.where('a.id', 'in', f.ids.length ? f.ids : ['00000000-0000-0000-0000-000000000000']);
  if (f.jobId) out = out.where('a.job_id', '=', f.jobId);
  if (withStatus && f.status) out = out.where('a.status', '=', f.status);
  if (f.source) out = out.where('a.source', '=', f.source);
  if (f.screening === 'passed') out = out.where((w) => w.not(setAside(tenant)));
  if (f.screening === 'set_aside') out = out.where(setAside(tenant));
  if (f.appliedFrom) out = out.where(sql<SqlBool>`a.applied_at >= ${f.appliedFrom}::date`);
  if (f.appliedTo) out = out.where(sql<SqlBool>`a.applied_at < ${f.appliedTo}::date + 1`);
  const text = f.search?.trim();
  if (text) {
    const like = likePattern(text);
    const matches: Expression<SqlBool>[] = [
      sql<SqlBool>`${applicantName} ilike ${like}`,
      sql<SqlBool>`coalesce(u.email, a.guest_email, '') ilike ${like}`,
      sql<SqlBool>`coalesce(p.headline, '') ilike ${like}`,
    ];
    out = out.where((w) => w.or(matches));
  }
  return out as Q;
}

/** Everything a view of an application needs, in one row. */
export function selectFull(q: Base, tenant: TenantScope) {
  return q.select([
    'a.id',
    'a.client_id',
    'a.job_id',
    'a.candidate_id',
    'a.guest_name',
    'a.guest_email',
    'a.guest_mob_no',
    'a.guest_country_code',
    'a.resume',
    'a.answers',
    'a.cover_letter',
    'a.status',
    'a.source',
    'a.viewed_at',
    'a.applied_at',
    'a.updated_at',
    'j.company_id',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.mob_no',
    'u.country_code',
    'u.avatar_uri',
    'u.last_active_at',
    'p.headline',
    'p.city_id',
    'p.city_nm',
    'p.country_id',
    'p.country_nm',
    'p.experience_years',
    'p.experience_months',
    'p.skills as profile_skills',
    'p.experiences as profile_experiences',
    'p.resume as profile_resume',
    matchScore.as('match_score'),
    applicantName.as('applicant_name'),
    screeningJson(tenant).as('screening'),
  ]);
}

export type FullRow = Awaited<ReturnType<ReturnType<typeof selectFull>['execute']>>[number];

/** The count per status under the filters except `status`, in tab order with zeros. */
export async function statusSummary(db: Db, scope: Scope, f: AppFilters): Promise<S['StatusSummary']> {
  const tenant = scopedTo(db, scope.clientId);
  const rows = await applyFilters(baseQuery(tenant, scope), tenant, f, false)
    .select(['a.status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('a.status')
    .execute();
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return TAB_ORDER.map((statusId) => ({ statusId, count: by.get(statusId) ?? 0 }));
}

/** The history of applications, oldest first per application. */
export async function historyOf(db: Db, clientId: string, ids: string[]) {
  if (!ids.length) return new Map<string, S['ApplicationHistoryEntry'][]>();
  const rows = await scopedTo(db, clientId)
    .selectFrom('application_history')
    .select(['application_id', 'from_status', 'to_status', 'by_user_id', 'by_name', 'note', 'at'])
    .where('application_id', 'in', ids)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const out = new Map<string, S['ApplicationHistoryEntry'][]>();
  for (const r of rows) {
    const list = out.get(r.application_id) ?? [];
    list.push({
      from: r.from_status,
      to: r.to_status,
      byUserId: r.by_user_id,
      byName: r.by_name,
      at: new Date(r.at).toISOString(),
      note: r.note,
    });
    out.set(r.application_id, list);
  }
  return out;
}

/** The full rows of the applications in scope among `ids`, in no particular order. */
export async function fullRowsOf(db: Db, scope: Scope, ids: string[]): Promise<FullRow[]> {
  const tenant = scopedTo(db, scope.clientId);
  return selectFull(applyFilters(baseQuery(tenant, scope), tenant, { ids }), tenant).execute();
}

export type ListOrder = {
  sortBy?: 'name' | 'screeningScore' | 'matchScore' | string;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** One page of full rows under the filters and how many match in all. */
export async function listPage(db: Db, scope: Scope, f: AppFilters, o: ListOrder) {
  const tenant = scopedTo(db, scope.clientId);
  const filtered = applyFilters(baseQuery(tenant, scope), tenant, f);
  let rowsQ = selectFull(filtered, tenant);
  if (o.sortBy === 'name') rowsQ = rowsQ.orderBy(sql`lower(${applicantName})`, o.dir);
  else if (o.sortBy === 'screeningScore')
    rowsQ = rowsQ.orderBy(screeningScore(tenant), (ob) => (o.dir === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  else if (o.sortBy === 'matchScore')
    rowsQ = rowsQ.orderBy(sql`match_score`, (ob) => (o.dir === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  else rowsQ = rowsQ.orderBy('a.applied_at', o.dir);
  const [rows, total] = await Promise.all([
    rowsQ.orderBy('a.id').limit(o.limit).offset(o.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The same applicant's other applications in scope (by account, or by the guest's e-mail), newest first. */
export async function otherApplicationsOf(
  db: Db,
  scope: Scope,
  row: { id: string; candidate_id: string | null; guest_email: string | null },
) {
  let others = baseQuery(scopedTo(db, scope.clientId), scope).where('a.id', '!=', row.id);
  others = row.candidate_id
    ? others.where('a.candidate_id', '=', row.candidate_id)
    : others
        .where('a.candidate_id', 'is', null)
        .where(sql`lower(a.guest_email)`, '=', (row.guest_email ?? '').toLowerCase());
  return others
    .select(['a.id', 'a.job_id', 'a.status', 'a.source', 'a.applied_at'])
    .orderBy('a.applied_at', 'desc')
    .limit(50)
    .execute();
}

/**
 * The latest matching application of each registered candidate with the number that match, one
 * page of them (by name or by the latest application's date), and how many candidates in all.
 */
export async function latestPerCandidate(
  db: Db,
  scope: Scope,
  f: AppFilters,
  o: { byName: boolean; dir: 'asc' | 'desc'; limit: number; offset: number },
) {
  const tenant = scopedTo(db, scope.clientId);
  const matching = applyFilters(baseQuery(tenant, scope), tenant, f).where('a.candidate_id', 'is not', null);
  const ranked = matching
    .select([
      'a.id',
      'a.candidate_id',
      'a.applied_at',
      applicantName.as('applicant_name'),
      sql<number>`row_number() over (partition by a.candidate_id order by a.applied_at desc, a.id desc)`.as('rn'),
      sql<string>`count(*) over (partition by a.candidate_id)`.as('n'),
    ])
    .as('x');
  const latestQ = db.selectFrom(ranked).where('x.rn', '=', 1);
  const [latest, total] = await Promise.all([
    latestQ
      .select(['x.id', 'x.n'])
      .orderBy(o.byName ? sql`lower(x.applicant_name)` : sql`x.applied_at`, o.dir)
      .orderBy('x.id')
      .limit(o.limit)
      .offset(o.offset)
      .execute(),
    latestQ.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { latest, total: Number(total.n) };
}
