// Analytics behind the visitor's consent (docs/consent.md). main.tsx calls trackPage after the
// first paint and on every navigation. A board that asks no consent (its setting off, or no
// provider to ask about) starts its providers as before. A board that asks starts nothing, sets no
// identifier and keeps no click id until the visitor chooses; then, without a reload:
// - analytics allowed: the tag manager, PostHog and the first-party collector;
// - marketing allowed: the tag manager, and the visit's ad click identifiers kept for attribution;
// - Google's consent mode gets "denied" before the tag manager loads and every choice as an update.
// A choice taken back stops what it allowed and forgets its identifiers (the tag manager's script
// cannot be unloaded: it gets the "denied" update and no more events).
import { consentPolicyOf } from '@/lib/consent/consent-policy';
import { consentFor, onConsentChange, type ConsentChoice } from '@/lib/consent/consent-store';
import { forgetAnalyticsIdentifiers, forgetMarketingIdentifiers } from './forget-identifiers';
import { setAnalyticsContext } from './analytics';
import { AD_COOKIES, CLICK_ID_KEYS } from './providers/click-ids';
import { consentDefault, consentUpdate } from './providers/consent-mode';
import { startAnalytics, stopAnalytics, type AnalyticsSettings } from './providers/start';

type Board = NonNullable<AnalyticsSettings> & { consent?: { required: boolean; policyVersion: string } };

const NOTHING: ConsentChoice = { analytics: false, marketing: false };

/** The landing URL's query: an ad click's identifiers are kept once marketing is allowed later. */
const landingSearch = typeof window === 'undefined' ? '' : window.location.search;

let page: { settings: Board | null; pathname: string } = { settings: null, pathname: '/' };
/** The choice this page acts on; null while the visitor has made none. */
let applied: ConsentChoice | null = null;
let listening = false;
let clickIdsKept = false;

/** The providers a choice allows, from what the board configured. */
function allowedBy(board: Board, choice: ConsentChoice): Board {
  const { gtm, posthog, firstParty } = board.analytics;
  const tagManager = choice.analytics || choice.marketing;
  return {
    ...board,
    analytics: {
      gtm: tagManager ? gtm : { containerId: null, onboardingContainerId: null },
      posthog: choice.analytics ? posthog : { apiKey: null, host: null },
      firstParty: { enabled: choice.analytics && firstParty.enabled },
    },
  };
}

/** Stops what the visitor no longer allows and forgets what it kept. */
function withdraw(before: ConsentChoice, now: ConsentChoice): void {
  if (before.analytics && !now.analytics) {
    stopAnalytics(['posthog', 'first-party']);
    forgetAnalyticsIdentifiers();
  }
  if (before.marketing && !now.marketing) {
    const cleared = [...CLICK_ID_KEYS, ...AD_COOKIES].map((k) => [k, undefined]);
    setAnalyticsContext(Object.fromEntries(cleared) as Record<string, unknown>);
    forgetMarketingIdentifiers();
    clickIdsKept = false;
  }
  if ((before.analytics || before.marketing) && !now.analytics && !now.marketing) stopAnalytics(['gtm']);
}

function withConsent(board: Board, pathname: string, choice: ConsentChoice | null): string[] {
  const hasTagManager = Boolean(board.analytics.gtm.containerId || board.analytics.gtm.onboardingContainerId);
  if (hasTagManager) consentDefault();
  if (!choice) return [];
  if (choice.analytics !== applied?.analytics || choice.marketing !== applied.marketing) {
    withdraw(applied ?? NOTHING, choice);
    if (hasTagManager) consentUpdate(choice);
    applied = choice;
  }
  if (!choice.analytics && !choice.marketing) return [];
  const search = clickIdsKept || !choice.marketing ? window.location.search : landingSearch;
  clickIdsKept = clickIdsKept || choice.marketing;
  return startAnalytics(
    allowedBy(board, choice),
    pathname,
    { search, cookie: document.cookie },
    {
      clickIds: choice.marketing,
    },
  );
}

/**
 * Starts what the board and the visitor's choice allow on the page at `pathname`; returns the
 * providers running. Follows every later choice by itself.
 */
export function trackPage(settings: Board | null | undefined, pathname: string): string[] {
  page = { settings: settings ?? null, pathname };
  const policy = consentPolicyOf(settings);
  if (!settings || !policy.needed) return startAnalytics(settings, pathname);
  if (!listening) {
    listening = true;
    onConsentChange(() => {
      if (page.settings) trackPage(page.settings, page.pathname);
    });
  }
  return withConsent(settings, pathname, consentFor(policy.policyVersion));
}
