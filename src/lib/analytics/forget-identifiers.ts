// What the analytics providers left in the browser, removed when the visitor withdraws consent
// (docs/consent.md): PostHog's identity (the provider's own stop removes it too), the visit's ad
// click identifiers, and the cookies Google's and the ad platforms' tags set on the board's host.
// A cookie set on a parent domain is expired there as well.
import { AD_COOKIES, forgetClickIds } from './providers/click-ids';
import { IDENTITY_KEY } from './providers/posthog';

/** Google Analytics' cookies (GA4 adds `_ga_<stream>`) and posthog-js's, should a tag add it. */
const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|ph_.+_posthog)$/;
/** Google Ads' and the ad platforms' cookies. */
const MARKETING_COOKIE = /^(_gcl_.+|_fbp|_fbc)$/;

function expireCookies(match: (name: string) => boolean, doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter((n) => n && match(n));
  if (!names.length) return;
  const parts = doc.location.hostname.split('.');
  // The host itself, then each parent domain (a.b.example.com → b.example.com → example.com).
  const domains = [null, ...parts.slice(1, -1).map((_, i) => parts.slice(i + 1).join('.'))];
  for (const name of names)
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie value, not a text
    for (const domain of domains) doc.cookie = `${name}=; max-age=0; path=/${domain ? `; domain=${domain}` : ''}`;
}

export function forgetAnalyticsIdentifiers(): void {
  try {
    window.localStorage.removeItem(IDENTITY_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
  expireCookies((n) => ANALYTICS_COOKIE.test(n));
}

export function forgetMarketingIdentifiers(): void {
  forgetClickIds();
  expireCookies((n) => MARKETING_COOKIE.test(n) || (AD_COOKIES as readonly string[]).includes(n));
}
