// The reviews domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/reviews/ is its own.
export { reviewHandlers } from './handlers.ts';
