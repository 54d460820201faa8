// The reviewer's and the candidate's reading side: the applicants list with its status summary,
// one application with the applicant's profile (the first opening marks it read), the job picker
// with per-job counts, the candidates who applied, and the counts per status.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { isLiveJob } from '../discovery/live.ts';
import type { Applicant, Reviewer } from './actors.ts';
import { jobCards } from './jobs.ts';
import { fullRows, viewsOf } from './load.ts';
import { profileOf } from './profile.ts';
import { applicantDetails } from '../forms/candidate-details.ts';
import {
  applicantName,
  applyFilters,
  baseQuery,
  screeningScore,
  selectFull,
  statusSummary,
  TAB_ORDER,
  type AppFilters,
  type Scope,
} from './rows.ts';
import { candidateCard, receiptView } from './views.ts';
import { likePattern } from '../db/like.ts';

type S = components['schemas'];
type ListQuery = S['ApplicationListQuery'];

export const NO_APPLICATION = 'This application does not exist';
const NO_JOB = 'This job does not exist or is no longer available';

const paging = (q: { page?: number; limit?: number }) => {
  const limit = q.limit ?? 10;
  const pageNo = q.page ?? 1;
  return { limit, pageNo, offset: (pageNo - 1) * limit };
};

/** The company's job, or 404 (another company's and another tenant's jobs alike). */
export async function assertCompanyJob(r: Reviewer, jobId: string): Promise<void> {
  const row = await r.db
    .selectFrom('jobs')
    .select('id')
    .where('client_id', '=', r.clientId)
    .where('company_id', '=', r.companyId)
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(NO_JOB);
}

type ListAnswer = Page<S['Application']> & { statusSummary: S['StatusSummary'] };

async function listIn(
  r: { db: Reviewer['db'] },
  scope: Scope,
  f: AppFilters,
  q: ListQuery,
  viewer: 'reviewer' | 'candidate',
): Promise<ListAnswer> {
  const { limit, pageNo, offset } = paging(q);
  const dir = q.sortOrder ?? (q.sortBy === 'name' ? 'asc' : 'desc');
  const filtered = applyFilters(baseQuery(r.db, scope), f);
  let rowsQ = selectFull(filtered);
  if (q.sortBy === 'name') rowsQ = rowsQ.orderBy(sql`lower(${applicantName})`, dir);
  else if (q.sortBy === 'screeningScore')
    rowsQ = rowsQ.orderBy(screeningScore, (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  else if (q.sortBy === 'matchScore')
    rowsQ = rowsQ.orderBy(sql`match_score`, (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  else rowsQ = rowsQ.orderBy('a.applied_at', dir);
  const [rows, total, summary] = await Promise.all([
    rowsQ.orderBy('a.id').limit(limit).offset(offset).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    statusSummary(r.db, scope, f),
  ]);
  const items = await viewsOf(r.db, scope, rows, viewer);
  return { ...page(items, Number(total.n), pageNo, limit), statusSummary: summary };
}

export async function listForReviewer(r: Reviewer, q: ListQuery): Promise<ListAnswer> {
  if (q.jobId) await assertCompanyJob(r, q.jobId);
  const f: AppFilters = {
    jobId: q.jobId,
    status: q.status,
    source: q.source,
    search: q.search,
    appliedFrom: q.appliedFrom,
    appliedTo: q.appliedTo,
    screening: q.screening ?? 'passed',
  };
  return listIn(r, { clientId: r.clientId, companyId: r.companyId }, f, q, 'reviewer');
}

/** My jobs: only jobId, status, dates and paging apply (the contract); other filters are ignored. */
export async function listForCandidate(a: Applicant, q: ListQuery): Promise<ListAnswer> {
  const f: AppFilters = { jobId: q.jobId, status: q.status, appliedFrom: q.appliedFrom, appliedTo: q.appliedTo };
  const reviewerOnly = ['name', 'matchScore', 'screeningScore'];
  const sorted: ListQuery = { ...q, sortBy: reviewerOnly.includes(q.sortBy ?? '') ? undefined : q.sortBy };
  return listIn(a, { clientId: a.clientId, candidateId: a.userId }, f, sorted, 'candidate');
}

/** One application with the applicant's profile; the first opening by the company marks it read. */
export async function details(r: Reviewer, applicationId: string): Promise<S['ApplicationDetails']> {
  const scope: Scope = { clientId: r.clientId, companyId: r.companyId };
  const [row] = await fullRows(r.db, scope, [applicationId]);
  if (!row) throw notFound(NO_APPLICATION);
  if (!row.viewed_at) {
    const marked = await r.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('applications')
        .set({ viewed_at: new Date() })
        .where('client_id', '=', r.clientId)
        .where('id', '=', row.id)
        .where('viewed_at', 'is', null)
        .returning('viewed_at')
        .executeTakeFirst();
      if (done)
        await trx
          .updateTable('jobs')
          .set((eb) => ({ new_applicants_count: sql<number>`greatest(${eb.ref('new_applicants_count')} - 1, 0)` }))
          .where('client_id', '=', r.clientId)
          .where('id', '=', row.job_id)
          .execute();
      return done;
    });
    if (marked) row.viewed_at = marked.viewed_at;
  }
  const [application] = await viewsOf(r.db, scope, [row], 'reviewer');
  if (!application) throw notFound(NO_APPLICATION);

  // The same applicant's other applications to this company: by account, or by the guest's e-mail.
  let others = baseQuery(r.db, scope).where('a.id', '!=', row.id);
  others = row.candidate_id
    ? others.where('a.candidate_id', '=', row.candidate_id)
    : others
        .where('a.candidate_id', 'is', null)
        .where(sql`lower(a.guest_email)`, '=', (row.guest_email ?? '').toLowerCase());
  const otherRows = await others
    .select(['a.id', 'a.job_id', 'a.status', 'a.source', 'a.applied_at'])
    .orderBy('a.applied_at', 'desc')
    .limit(50)
    .execute();
  const jobs = await jobCards(
    r.db,
    r.clientId,
    otherRows.map((o) => o.job_id),
    { owner: true },
  );
  const otherApplications = otherRows.flatMap((o) => {
    const job = jobs.get(o.job_id);
    return job ? [receiptView(o, job)] : [];
  });
  const profile = row.candidate_id ? await profileOf(r.db, r.clientId, row.candidate_id) : null;
  // The applicant's additional details (their profile's tab): sent with the application, so whole.
  const details = row.candidate_id ? await applicantDetails(r.db, r.tenant, row.candidate_id) : undefined;
  return { application, profile, otherApplications, additionalDetails: details ?? null };
}

function summaryOf(counts: Partial<Record<S['ApplicationStatus'], number>>): S['StatusSummary'] {
  return TAB_ORDER.map((statusId) => ({ statusId, count: counts[statusId] ?? 0 }));
}

/** The company's live jobs with their applicant counts per status. */
export async function activeJobs(r: Reviewer, q: S['ListQuery']): Promise<Page<S['ActiveJobApplicants']>> {
  const { limit, pageNo, offset } = paging(q);
  const counts = r.db
    .selectFrom('applications as a')
    .where('a.client_id', '=', r.clientId)
    .select((eb) => [
      'a.job_id',
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where a.viewed_at is null)`.as('unread'),
      ...TAB_ORDER.map((s) => sql<string>`count(*) filter (where a.status = ${s})`.as(s)),
    ])
    .groupBy('a.job_id')
    .as('c');
  let jobsQ = r.db
    .selectFrom('jobs as j')
    .leftJoin(counts, 'c.job_id', 'j.id')
    .where('j.client_id', '=', r.clientId)
    .where('j.company_id', '=', r.companyId)
    .where(isLiveJob('j'));
  const text = q.search?.trim();
  if (text) jobsQ = jobsQ.where(sql`coalesce(j.title, '')`, 'ilike', likePattern(text));
  const dir = q.sortOrder ?? 'desc';
  const [rows, total] = await Promise.all([
    jobsQ
      .select(['j.id', 'c.total', 'c.unread', ...TAB_ORDER.map((s) => `c.${s}` as const)])
      .orderBy(q.sortBy === 'totalApplicants' ? sql`coalesce(c.total, 0)` : sql`j.posted_at`, (ob) =>
        (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
      )
      .orderBy('j.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    jobsQ.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const cards = await jobCards(
    r.db,
    r.clientId,
    rows.map((x) => x.id),
    { owner: true },
  );
  const items = rows.flatMap((x) => {
    const job = cards.get(x.id);
    if (!job) return [];
    const per = Object.fromEntries(TAB_ORDER.map((s) => [s, Number(x[s] ?? 0)]));
    return [
      {
        job,
        totalApplicants: Number(x.total ?? 0),
        unreadApplicants: Number(x.unread ?? 0),
        statusSummary: summaryOf(per),
      },
    ];
  });
  return page(items, Number(total.n), pageNo, limit);
}

/** One row per registered candidate whose applications to the company match the filters. */
export async function applicantCandidates(
  r: Reviewer,
  q: S['ApplicantCandidateQuery'],
): Promise<Page<S['ApplicantCandidate']>> {
  if (q.jobId) await assertCompanyJob(r, q.jobId);
  const { limit, pageNo, offset } = paging(q);
  const scope: Scope = { clientId: r.clientId, companyId: r.companyId };
  const f: AppFilters = {
    jobId: q.jobId,
    status: q.status,
    search: q.search,
    appliedFrom: q.appliedFrom,
    appliedTo: q.appliedTo,
    screening: 'passed',
  };
  const matching = applyFilters(baseQuery(r.db, scope), f).where('a.candidate_id', 'is not', null);
  // The latest matching application per candidate, with the number that match.
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
  const dir = q.sortOrder ?? (q.sortBy === 'name' ? 'asc' : 'desc');
  const latestQ = r.db.selectFrom(ranked).where('x.rn', '=', 1);
  const [latest, total] = await Promise.all([
    latestQ
      .select(['x.id', 'x.n'])
      .orderBy(q.sortBy === 'name' ? sql`lower(x.applicant_name)` : sql`x.applied_at`, dir)
      .orderBy('x.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    latestQ.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const rows = await fullRows(
    r.db,
    scope,
    latest.map((l) => l.id),
  );
  const counts = new Map(latest.map((l) => [l.id, Number(l.n)]));
  const titles = await jobCards(
    r.db,
    r.clientId,
    rows.map((x) => x.job_id),
    { owner: true },
  );
  const items = rows.flatMap((row) => {
    const card = candidateCard(row);
    if (!card) return [];
    return [
      {
        candidate: card,
        applicationCount: counts.get(row.id) ?? 1,
        latestApplication: {
          applicationId: row.id,
          jobId: row.job_id,
          jobTitle: titles.get(row.job_id)?.title ?? '',
          status: row.status,
          appliedAt: new Date(row.applied_at).toISOString(),
        },
      },
    ];
  });
  return page(items, Number(total.n), pageNo, limit);
}

export async function countByStatus(r: Reviewer, q: S['StatusCountQuery']): Promise<S['StatusSummary']> {
  if (q.jobId) await assertCompanyJob(r, q.jobId);
  return statusSummary(
    r.db,
    { clientId: r.clientId, companyId: r.companyId },
    { jobId: q.jobId, appliedFrom: q.appliedFrom, appliedTo: q.appliedTo, screening: 'passed' },
  );
}
