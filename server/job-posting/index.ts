// The job-posting domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/job-posting/ is its own.
export { NO_JOB, posterOf, type Poster } from './access.ts';
export { decideApproval } from './approval.ts';
export { EXPIRY_TASK, expireDueJobs } from './expiry.ts';
export { postingHandlers } from './handlers.ts';
export { movableFrom } from './job-state.ts';
export { slugsLike } from './posting-repo.ts';
export { quotaUsedUp } from './quota.ts';
export { sanitizeDescription } from './sanitize.ts';
export { slugFromTitle } from './slugs.ts';
