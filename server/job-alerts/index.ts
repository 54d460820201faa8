// The job-alerts domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/job-alerts/ is its own.
export { DIGEST_TASK, runDueDigests } from './digest.ts';
export { jobAlertHandlers } from './handlers.ts';
export { registerOneClickUnsubscribe } from './one-click-route.ts';
