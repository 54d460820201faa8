// The page-serving domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/page-serving/ is its own.
export { registerSpa } from './spa.ts';
