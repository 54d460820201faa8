// The reviewer's and the candidate's reading side: the applicants list with its status summary,
// one application with the applicant's profile (the first opening marks it read), the job picker
// with per-job counts, the candidates who applied, and the counts per status.
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import {
  type Applicant,
  type Reviewer,
  jobCards,
  fullRows,
  NO_APPLICATION,
  viewsOf,
  latestPerCandidate,
  listPage,
  otherApplicationsOf,
  statusSummary,
  TAB_ORDER,
  type AppFilters,
  type Scope,
  markFirstViewed,
  isCompanyJob,
  liveJobsWithCounts,
  candidateCard,
  receiptView,
} from '../applications/index.ts';
import { profileView as profileOf } from '../candidate-profile/index.ts';
import { applicantDetails } from '../forms/index.ts';

type S = components['schemas'];
type ListQuery = S['ApplicationListQuery'];

const NO_JOB = 'This job does not exist or is no longer available';

const paging = (q: { page?: number; limit?: number }) => {
  const limit = q.limit ?? 10;
  const pageNo = q.page ?? 1;
  return { limit, pageNo, offset: (pageNo - 1) * limit };
};

/** The company's job, or 404 (another company's and another tenant's jobs alike). */
export async function assertCompanyJob(r: Reviewer, jobId: string): Promise<void> {
  if (!(await isCompanyJob(r.db, r.clientId, r.companyId, jobId))) throw notFound(NO_JOB);
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
  const [{ rows, total }, summary] = await Promise.all([
    listPage(r.db, scope, f, { sortBy: q.sortBy, dir, limit, offset }),
    statusSummary(r.db, scope, f),
  ]);
  const items = await viewsOf(r.db, scope, rows, viewer);
  return { ...page(items, total, pageNo, limit), statusSummary: summary };
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
    const marked = await r.db.transaction().execute((trx) => markFirstViewed(trx, r.clientId, row.id, row.job_id));
    if (marked) row.viewed_at = marked.viewed_at;
  }
  const [application] = await viewsOf(r.db, scope, [row], 'reviewer');
  if (!application) throw notFound(NO_APPLICATION);

  // The same applicant's other applications to this company: by account, or by the guest's e-mail.
  const otherRows = await otherApplicationsOf(r.db, scope, row);
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
  const dir = q.sortOrder ?? 'desc';
  const { rows, total } = await liveJobsWithCounts(r.db, r.clientId, r.companyId, TAB_ORDER, {
    search: q.search,
    sortBy: q.sortBy,
    dir,
    limit,
    offset,
  });
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
  return page(items, total, pageNo, limit);
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
  const dir = q.sortOrder ?? (q.sortBy === 'name' ? 'asc' : 'desc');
  const { latest, total } = await latestPerCandidate(r.db, scope, f, {
    byName: q.sortBy === 'name',
    dir,
    limit,
    offset,
  });
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
  return page(items, total, pageNo, limit);
}

export async function countByStatus(r: Reviewer, q: S['StatusCountQuery']): Promise<S['StatusSummary']> {
  if (q.jobId) await assertCompanyJob(r, q.jobId);
  return statusSummary(
    r.db,
    { clientId: r.clientId, companyId: r.companyId },
    { jobId: q.jobId, appliedFrom: q.appliedFrom, appliedTo: q.appliedTo, screening: 'passed' },
  );
}
