// The applications domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/applications/ is its own.
export { applicantOf, reviewerOf, type Applicant, type Reviewer } from './actors.ts';
export {
  TAB_ORDER,
  latestPerCandidate,
  listPage,
  otherApplicationsOf,
  statusSummary,
  type AppFilters,
  type Scope,
} from './application-rows-repo.ts';
export {
  candidateApplication,
  guestApplication,
  insertApplication,
  insertHistory,
  insertRedirectClick,
  lockCompanyApplications,
  markFirstViewed,
  profileResumeOf,
  setStatus,
  type NewApplication,
} from './applications-repo.ts';
export { isCompanyJob, jobRowsByIds, liveJobsWithCounts } from './jobs-repo.ts';
export { jobCards } from './jobs.ts';
export { NO_APPLICATION, fullRows, loadApplications, viewsOf } from './load.ts';
export { activeTeam, claimStatusMail, jobCompanyAndTitle, statusRecipients } from './notify-repo.ts';
export { candidateCard, receiptView } from './views.ts';
