// The search domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/search/ is its own.
export { searchHandlers } from './handlers.ts';
