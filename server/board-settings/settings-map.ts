// Where each console setting lives in clients.settings (jsonb), read by the code that obeys it:
// reviews/rules.ts, search/sensitive.ts, job-alerts/alerts.ts, board-settings/settings.ts (analytics),
// consent/policy.ts (consent before tracking), board-settings/settings.ts and page-serving/page-policy.ts (maps key),
// board-settings/brand.ts (mail), two-factor/requirement.ts (who must use two-factor sign-in), keywords/board-synonyms.ts (synonyms), board-settings/languages.ts (languages), payments/gateways/select.ts, auth/linkedin/settings.ts and board-settings/google-keys.ts (keys).
export const PATHS = {
  supportEmail: ['supportEmail'],
  senderName: ['mail', 'senderName'],
  replyTo: ['mail', 'replyTo'],
  gtmContainerId: ['analytics', 'gtm', 'containerId'],
  gtmOnboardingContainerId: ['analytics', 'gtm', 'onboardingContainerId'],
  posthogApiKey: ['analytics', 'posthog', 'apiKey'],
  posthogHost: ['analytics', 'posthog', 'host'],
  firstPartyEnabled: ['analytics', 'firstParty', 'enabled'],
  consentRequired: ['analytics', 'consent', 'required'],
  consentPolicyVersion: ['analytics', 'consent', 'policyVersion'],
  reviewModeration: ['reviews', 'moderation'],
  sensitiveSearchFilters: ['candidateSearch', 'sensitiveFilters'],
  guestJobAlerts: ['jobAlerts', 'guests'],
  mapsApiKey: ['maps', 'apiKey'],
  twoFactorRequiredFor: ['twoFactor', 'requiredFor'],
} as const satisfies Record<string, readonly string[]>;

/** The board's synonym groups, read by job search (search/board-synonyms.ts). */
export const SYNONYMS = ['search', 'synonyms'] as const;

/**
 * The languages the board offers, `{ available, default }`, read by board-settings/languages.ts (the
 * pages' language, the public settings, the translations); saved whole, plan-gated (`localization`).
 */
export const LANGUAGES = ['languages'] as const;

/** Each gateway's keys, all required for it to be used, under its path. */
export const GATEWAYS = {
  stripe: { path: ['payments', 'stripe'], keys: ['publishableKey', 'secretKey', 'webhookSecret'] },
  razorpay: { path: ['payments', 'razorpay'], keys: ['keyId', 'keySecret', 'webhookSecret'] },
  paypal: { path: ['payments', 'paypal'], keys: ['clientId', 'clientSecret', 'webhookId'] },
  linkedin: { path: ['linkedin'], keys: ['clientId', 'clientSecret'] },
  google: { path: ['google'], keys: ['clientId', 'clientSecret'] },
} as const;

export type GatewayName = keyof typeof GATEWAYS;

/** Stripe works without its publishable key (select.ts); the others need every key. */
export function requiredKeys(name: GatewayName): readonly string[] {
  return name === 'stripe' ? ['secretKey', 'webhookSecret'] : GATEWAYS[name].keys;
}
