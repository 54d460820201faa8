// The applying domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/applying/ is its own.
export { claimGuestApplications } from './claim-repo.ts';
export { applyingHandlers } from './handlers.ts';
