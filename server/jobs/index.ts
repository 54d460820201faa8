// The jobs domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/jobs/ is its own.
export {
  companiesByIds,
  companiesForCards,
  findIndustry,
  findVisibleCompany,
  listVisibleCompanies,
  type CompanyOrder,
  type CompanyRow,
} from './companies-repo.ts';
export { companyProfile, companySummary } from './company-views.ts';
export { PERIODS_PER_YEAR, USD_RATES, currencySymbol, toYearlyUsd } from './currency.ts';
export { recordApplied, recordJobEvent, recordStatusMoves } from './hiring-events-repo.ts';
export { JOB_COLUMNS, cardColumnsOf, jobColumnsOf, type CardRow, type JobRow } from './job-rows.ts';
export { jobDetail, jobSummary, type Audience } from './job-views.ts';
export { candidateMarks, countCandidateView, countGuestView, findJob, profileSkillNames } from './jobs-repo.ts';
export { isLiveRow, isViewableRow } from './live.ts';
export { boardStamp } from './repo/board-stamp.ts';
export { APPROVED, isLiveJob, isPastExpiry, isViewableJob } from './repo/live.ts';
export { yearlyUsdSql } from './repo/yearly-usd.ts';
