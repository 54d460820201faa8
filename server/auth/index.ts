// The accounts domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/auth/ is its own.
export { accountHandlers } from './handlers.ts';
export { registerRefreshRoute } from './refresh-route.ts';
