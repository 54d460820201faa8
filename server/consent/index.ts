// The consent domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/consent/ is its own.
export { consentHandlers } from './handlers.ts';
export { consentPolicyOf } from './policy.ts';
