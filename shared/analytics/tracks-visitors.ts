// Whether a board runs any analytics provider, from the analytics part of its public settings. The
// app asks it to decide whether a consent banner is owed (src/lib/consent/consent-policy.ts); the
// server asks it to decide whether a guest's page may wait for the visitor's first action before
// starting the app (server/page-serving/start-on-intent.ts): a board that counts visits starts at once.

/** The fields of the settings' `analytics` that name a provider. */
export type AnalyticsProviders = {
  gtm: { containerId: string | null; onboardingContainerId: string | null };
  posthog: { apiKey: string | null };
  firstParty: { enabled: boolean };
};

export function tracksVisitors(analytics: AnalyticsProviders | undefined): boolean {
  if (!analytics) return false;
  return Boolean(
    analytics.gtm.containerId ||
    analytics.gtm.onboardingContainerId ||
    analytics.posthog.apiKey ||
    analytics.firstParty.enabled,
  );
}
