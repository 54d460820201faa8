// MSW handlers of fixture mode: every operation answers with its contract example (the generated
// handlers), and the screens a tester opens first answer with the seeded fixtures instead.
import { http, HttpResponse } from 'msw';
import { getApplyingMock } from '@generated/api/applying/applying.msw';
import { getListApplicationsResponseMock, getPipelineMock } from '@generated/api/pipeline/pipeline.msw';
import { getAuthMock } from '@generated/api/auth/auth.msw';
import { getCandidateProfileMock } from '@generated/api/candidate-profile/candidate-profile.msw';
import { getChatMock } from '@generated/api/chat/chat.msw';
import { getConsentMock } from '@generated/api/consent/consent.msw';
import { getContactUsMock } from '@generated/api/contact-us/contact-us.msw';
import {
  getBoardSettingsMock,
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getCompaniesMock, getListCompaniesMockHandler } from '@generated/api/companies/companies.msw';
import { getEmployerCandidatesMock } from '@generated/api/employer-candidates/employer-candidates.msw';
import { getEmployerMock } from '@generated/api/employer/employer.msw';
import { getFilesMock } from '@generated/api/files/files.msw';
import { getFormsMock } from '@generated/api/forms/forms.msw';
import { getJobImportMock } from '@generated/api/job-import/job-import.msw';
import { getJobAlertsMock } from '@generated/api/job-alerts/job-alerts.msw';
import { getJobPostingMock } from '@generated/api/job-posting/job-posting.msw';
import {
  getJobsDiscoveryMock,
  getListJobsMockHandler,
  getListJobsResponseMock,
} from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { getJournalMock } from '@generated/api/journal/journal.msw';
import { getMasterDataMock } from '@generated/api/master-data/master-data.msw';
import type { ApplicationListQuery, JobSearchQuery, ListQuery } from '@generated/api/model';
import { getNotificationsMock } from '@generated/api/notifications/notifications.msw';
import {
  getOnboardingMock,
  getValidateClientDomainMockHandler,
  getValidateClientDomainResponseMock,
} from '@generated/api/onboarding/onboarding.msw';
import { getPagesMock } from '@generated/api/pages/pages.msw';
import { getPaymentsMock } from '@generated/api/payments/payments.msw';
import { getRedirectsMock } from '@generated/api/redirects/redirects.msw';
import { getResumesMock } from '@generated/api/resumes/resumes.msw';
import { getReviewsMock } from '@generated/api/reviews/reviews.msw';
import { getSalaryInsightsMock } from '@generated/api/salary-insights/salary-insights.msw';
import { getSearchMock } from '@generated/api/search/search.msw';
import { getSeoMock } from '@generated/api/seo/seo.msw';
import {
  findFixtureJob,
  fixtureCompanies,
  fixtureMyApplications,
  fixtureSavedJobs,
  searchFixtureJobs,
} from './fixture-data';
import { getSession } from '@/lib/session/session';
import { resumeFixtureHandlers } from './fixture-resumes';
import { pageFixtureHandlers } from './fixture-pages';

const FIXTURE_BOARD = 'Northwind Careers (fixtures)';
const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});
const notFound = () => HttpResponse.json({ code: 'ERROR', message: 'Not found', data: null }, { status: 404 });

function jobAnswer(params: Record<string, string | readonly string[] | undefined>) {
  const id = params.id;
  const job = typeof id === 'string' ? findFixtureJob(id) : undefined;
  return job ? HttpResponse.json({ code: 'SUCCESS', message: 'Success', data: job }) : notFound();
}

/** Handlers that answer with fixtures; listed first, so they win over the contract examples. */
const fixtureHandlers = [
  getValidateClientDomainMockHandler(() => {
    const example = getValidateClientDomainResponseMock();
    return { ...example, data: { ...example.data, status: 'active', name: FIXTURE_BOARD, to: null } };
  }),
  getGetTenantSettingsMockHandler(() => {
    const example = getGetTenantSettingsResponseMock();
    return { ...example, data: { ...example.data, name: FIXTURE_BOARD } };
  }),
  getListJobsMockHandler(async ({ request }) => {
    const query = (await request.json()) as JobSearchQuery;
    const { items, total } = searchFixtureJobs(query);
    const example = getListJobsResponseMock();
    return {
      ...example,
      data: { ...example.data, items, pagination: pagination(query.page ?? 1, query.limit ?? 10, total) },
    };
  }),
  // Raw handlers: the generated ones serialise whatever they get, so they cannot answer a 404.
  // The fixture board has no redirect rules: the contract's example (a 301 for any path) would send
  // every unknown path of fixture mode to the example job.
  http.get('*/client/api/v1/redirect/:path', () => notFound()),
  http.get('*/client/api/v1/jobs/get/guest/:id', ({ params }) => jobAnswer(params)),
  http.get('*/client/api/v1/jobs/get/:id', ({ params }) => jobAnswer(params)),
  // My jobs: the candidate's own applications (filtered by job and status) and saved jobs.
  // Resolvers run in the page, so they can read the session; employers fall through to the example.
  http.post('*/client/api/v1/userjobs/list', async ({ request }) => {
    if (getSession()?.user.role !== 'candidate') return undefined;
    const query = (await request.json()) as ApplicationListQuery;
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const matches = fixtureMyApplications.filter(
      (a) => (!query.jobId || a.job._id === query.jobId) && (!query.status || a.status === query.status),
    );
    return HttpResponse.json({
      code: 'SUCCESS',
      message: 'Success',
      data: {
        items: matches.slice((page - 1) * limit, page * limit),
        pagination: pagination(page, limit, matches.length),
        statusSummary: getListApplicationsResponseMock().data.statusSummary.map(({ statusId }) => ({
          statusId,
          count: matches.filter((a) => a.status === statusId).length,
        })),
      },
    });
  }),
  http.post('*/client/api/v1/jobstracks/likes/list', async ({ request }) => {
    const query = (await request.json()) as ListQuery;
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    return HttpResponse.json({
      code: 'SUCCESS',
      message: 'Success',
      data: {
        items: fixtureSavedJobs.slice((page - 1) * limit, page * limit),
        pagination: pagination(page, limit, fixtureSavedJobs.length),
      },
    });
  }),
  getListCompaniesMockHandler(() => ({
    code: 'SUCCESS',
    message: 'Success',
    data: { items: fixtureCompanies, pagination: pagination(1, 20, fixtureCompanies.length) },
  })),
];

export const handlers = [
  ...fixtureHandlers,
  ...resumeFixtureHandlers,
  ...pageFixtureHandlers(FIXTURE_BOARD),
  ...getOnboardingMock(),
  // Twelve tags that were once one `content` tag: kept at its place in this list; no route of one
  // overlaps another's, so their order among themselves does not matter.
  ...getMasterDataMock(),
  ...getCompaniesMock(),
  ...getSeoMock(),
  ...getReviewsMock(),
  ...getContactUsMock(),
  ...getFormsMock(),
  ...getBoardSettingsMock(),
  ...getPagesMock(),
  ...getJobImportMock(),
  ...getFilesMock(),
  ...getRedirectsMock(),
  ...getConsentMock(),
  ...getJobPostingMock(),
  ...getJobsDiscoveryMock(),
  ...getAuthMock(),
  ...getApplyingMock(),
  ...getPipelineMock(),
  ...getChatMock(),
  ...getEmployerCandidatesMock(),
  ...getEmployerMock(),
  ...getJobAlertsMock(),
  ...getNotificationsMock(),
  ...getPaymentsMock(),
  ...getResumesMock(),
  ...getSearchMock(),
  ...getJournalMock(),
  ...getSalaryInsightsMock(),
  // Last: its `:kind/list` route would otherwise answer every other `<name>/list` call
  // (candidate/list of all applicants, for one).
  ...getCandidateProfileMock(),
];
