// The job-import domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/job-import/ is its own.
export { importHandlers } from './handlers.ts';
export { IMPORT_TASK, runImport } from './run-import.ts';
