// The dev domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/dev/ is its own.
export { registerDevTools } from './dev-tools.ts';
