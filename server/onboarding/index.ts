// The onboarding domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/onboarding/ is its own.
export { txtRecordName, txtRecordValue } from './domain-service.ts';
export { attachAsPrimary, hostOwner, pendingDomain } from './domains-repo.ts';
export { onboardingHandlers } from './handlers.ts';
export { isPlatformHost } from './platform.ts';
export { siteOwnerId } from './signups-repo.ts';
export { resolveTxt } from './txt-resolver.ts';
