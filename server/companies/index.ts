// The companies domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/companies/ is its own.
export { companyHandlers } from './handlers.ts';
