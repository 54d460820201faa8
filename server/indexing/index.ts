// The indexing domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/indexing/ is its own.
export { indexingAfter } from './after-handlers.ts';
export { indexingHandlers } from './handlers.ts';
export { registerIndexNowKeyFile } from './key-file.ts';
export { indexExpiredJobs } from './queue-job.ts';
export { indexingTasks } from './tasks.ts';
