// The two-factor domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/two-factor/ is its own.
export { requireSecondFactor } from './challenge.ts';
export { twoFactorHandlers } from './handlers.ts';
export { makeTwoFactorRequirementGuard, requiredFor } from './requirement.ts';
