// The jobs-discovery domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/jobs-discovery/ is its own.
export { browseCompanies, getCompanyProfile } from './companies.ts';
export { discoveryHandlers } from './handlers.ts';
export { isSentinel, keywordOf, listFilter } from './job-filters.ts';
export { planJobKeyword, withoutNoise } from './job-keyword.ts';
export { searchJobs } from './job-search.ts';
export { allGroups } from './repo/keyword-queries.ts';
export { stampedCache } from './stamped-cache.ts';
