// The knock-outs domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/knock-outs/ is its own.
export { knockOutHandlers } from './handlers.ts';
export { NOTICE_TASK, runDueNotices } from './notices.ts';
export { screenNewApplication } from './screening.ts';
