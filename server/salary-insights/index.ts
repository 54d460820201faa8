// The salary-insights domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/salary-insights/ is its own.
export { salaryInsightsHandlers } from './handlers.ts';
