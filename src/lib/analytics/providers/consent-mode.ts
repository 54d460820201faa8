// Google's consent mode v2 (docs/consent.md): on a board that asks before tracking, the data layer
// says "denied" for every storage before the tag manager can load, and each choice the visitor
// makes is passed on as an update: analytics to analytics_storage, marketing to the three ad_*
// signals. gtag() pushes its `arguments` object, not an array: Google's tags read consent commands
// only in that form (Google's own snippet: `function gtag(){dataLayer.push(arguments);}`).
import type { ConsentChoice } from '@/lib/consent/consent-store';

type Signal = 'granted' | 'denied';
export type ConsentSignals = {
  analytics_storage: Signal;
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
};

const DENIED: ConsentSignals = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

export function signalsOf(choice: ConsentChoice): ConsentSignals {
  const ads: Signal = choice.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/** Google's gtag(): its arguments are read through `arguments`, as in Google's snippet. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- consent commands must be an Arguments object (see above)
  window.dataLayer.push(arguments as unknown as Record<string, unknown>);
}

let defaulted = false;

/** Everything denied, once per page, before the tag manager's first load. */
export function consentDefault(): void {
  if (defaulted) return;
  defaulted = true;
  gtag('consent', 'default', { ...DENIED });
}

/** The visitor's choice, passed on to Google's tags (after the default). */
export function consentUpdate(choice: ConsentChoice): void {
  consentDefault();
  gtag('consent', 'update', signalsOf(choice));
}
