// The analytics domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/analytics/ is its own.
export { registerEventsRoute } from './events-route.ts';
