// The jobs-widget domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/jobs-widget/ is its own.
export { jobsWidgetHandlers } from './handlers.ts';
export { registerJobsWidget } from './routes.ts';
