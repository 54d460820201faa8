// The employer domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/employer/ is its own.
export { analyticsByMonth, analyticsCount } from './analytics.ts';
export { companyOf, saveCompany, setUpCompany } from './company.ts';
export { ROLLUP_TASK, rollUpAll } from './hiring-rollup.ts';
