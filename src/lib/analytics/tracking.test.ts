// Analytics behind consent (docs/consent.md): on a board that asks, nothing loads, nothing is sent
// and no identifier is stored before the visitor chooses; a choice starts what it allows at once,
// with Google's consent mode told "denied" before the tag manager and the choice after; a choice
// taken back stops the providers and forgets their identifiers; a new policy version asks again;
// a board that asks nothing runs its providers as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@generated/api/model';

const ALL: Settings['analytics'] = {
  gtm: { containerId: 'GTM-K7Q2M9P', onboardingContainerId: null },
  posthog: { apiKey: 'phc_abc12345', host: 'https://eu.i.posthog.com' },
  firstParty: { enabled: true },
};
const board = (required: boolean, policyVersion = '1') => ({ analytics: ALL, consent: { required, policyVersion } });

// Fresh module state per test: the providers and the stored choice live for a page's lifetime.
async function load() {
  vi.resetModules();
  const { analytics } = await import('./analytics');
  const { trackPage } = await import('./tracking');
  const { saveConsent } = await import('@/lib/consent/consent-save');
  return { analytics, trackPage, saveConsent };
}

const gtmScripts = () => [...document.querySelectorAll('script[data-gtm-container]')];
/** The consent commands in the data layer, as [command, signals]. */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .map((e) => Array.from(e as unknown as ArrayLike<unknown>))
    .filter((a) => a[0] === 'consent')
    .map((a) => [a[1], a[2]]);

let fetchSpy: ReturnType<typeof vi.fn>;
let beacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.resolve(new Response(null)));
  beacon = vi.fn(() => true);
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
});

afterEach(async () => {
  // The web tests share one module registry (isolate: false): providers left running here would
  // take the events of the files after this one (a tag manager pushing into their data layer).
  const { stopAnalytics } = await import('./providers/start');
  stopAnalytics(['gtm', 'posthog', 'first-party']);
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete window.dataLayer;
  sessionStorage.clear();
  localStorage.clear();
  for (const c of ['_ga', '_gcl_au']) document.cookie = `${c}=; max-age=0; path=/`;
});

describe('analytics on a board that asks for consent', () => {
  it('before a choice: no script, no request, no identifier, no click id', async () => {
    window.history.replaceState(null, '', '/?gclid=Cj0KCQjw8e');
    const { analytics, trackPage } = await load();
    expect(trackPage(board(true), '/')).toEqual([]);
    expect(trackPage(board(true), '/browse-jobs')).toEqual([]);
    analytics.capture('job_viewed', { jobId: 'j-1' });
    analytics.identify('u-1', {});

    expect(gtmScripts()).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    // Only the consent default: nothing for a tag manager that is not there yet.
    expect(consentCommands()).toEqual([
      [
        'default',
        { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('"Accept analytics" starts every analytics provider without a reload, after the consent update', async () => {
    vi.useFakeTimers();
    const { analytics, trackPage, saveConsent } = await load();
    trackPage(board(true), '/');
    saveConsent({ analytics: true, marketing: false }, '1');

    expect(gtmScripts().map((s) => s.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2M9P',
    ]);
    expect(consentCommands()).toEqual([
      [
        'default',
        { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
      [
        'update',
        { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
    // The consent commands come before the tag manager's start.
    const layer = window.dataLayer ?? [];
    const gtmStart = layer.findIndex((e) => (e as Record<string, unknown>).event === 'gtm.js');
    expect(gtmStart).toBe(2);
    expect(localStorage.getItem('jb.posthog')).not.toBeNull();

    analytics.capture('job_viewed', { jobId: 'j-1' });
    vi.advanceTimersByTime(2000);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://eu.i.posthog.com/capture/');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toContainEqual({ event: 'job_viewed', jobId: 'j-1', role: 'guest' });
  });

  it('marketing alone loads the tag manager with the ad signals, keeps the click ids, and no PostHog', async () => {
    // The visit lands with an ad click's id, and the visitor chooses on another page.
    window.history.replaceState(null, '', '/?gclid=Cj0KCQjw8e');
    const { analytics, trackPage, saveConsent } = await load();
    trackPage(board(true), '/');
    window.history.replaceState(null, '', '/browse-jobs');
    saveConsent({ analytics: false, marketing: true }, '1');
    analytics.capture('search', {});

    expect(gtmScripts()).toHaveLength(1);
    expect(consentCommands().at(-1)).toEqual([
      'update',
      { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    // The landing page's click id, though the visitor chose on another page.
    expect(window.dataLayer).toContainEqual({ event: 'search', role: 'guest', gclid: 'Cj0KCQjw8e' });
    expect(localStorage.getItem('jb.posthog')).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('"Reject" starts nothing, on this page and the next, and says so to consent mode', async () => {
    const first = await load();
    first.trackPage(board(true), '/');
    first.saveConsent({ analytics: false, marketing: false }, '1');
    expect(first.trackPage(board(true), '/browse-jobs')).toEqual([]);
    expect(consentCommands().at(-1)?.[0]).toBe('update');

    // A new page of the same visitor: the stored refusal holds.
    delete window.dataLayer;
    const next = await load();
    expect(next.trackPage(board(true), '/job-category')).toEqual([]);
    expect(gtmScripts()).toHaveLength(0);
    expect(localStorage.getItem('jb.posthog')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a returning visitor who accepted starts at once; a new policy version asks again', async () => {
    const first = await load();
    first.saveConsent({ analytics: true, marketing: false }, '1');
    delete window.dataLayer;

    const again = await load();
    expect(again.trackPage(board(true, '1'), '/').sort()).toEqual(['first-party', 'gtm', 'posthog']);

    document.head.innerHTML = '';
    localStorage.removeItem('jb.posthog');
    const newPolicy = await load();
    expect(newPolicy.trackPage(board(true, '2'), '/')).toEqual([]);
    expect(gtmScripts()).toHaveLength(0);
  });

  it('taking consent back stops the providers and forgets their identifiers', async () => {
    window.history.replaceState(null, '', '/?gclid=Cj0KCQjw8e');
    const { analytics, trackPage, saveConsent } = await load();
    trackPage(board(true), '/');
    saveConsent({ analytics: true, marketing: true }, '1');
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_gcl_au=1.1.99; path=/';
    expect(localStorage.getItem('jb.posthog')).not.toBeNull();
    expect(sessionStorage.getItem('jb.clickIds')).not.toBeNull();

    saveConsent({ analytics: false, marketing: false }, '1');
    expect(localStorage.getItem('jb.posthog')).toBeNull();
    expect(sessionStorage.getItem('jb.clickIds')).toBeNull();
    expect(document.cookie).not.toMatch(/_ga=|_gcl_au=/);
    expect(consentCommands().at(-1)).toEqual([
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    const before = (window.dataLayer ?? []).length;
    analytics.capture('after', {});
    expect(window.dataLayer ?? []).toHaveLength(before);
    expect(beacon).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});

describe('analytics on a board that asks no consent', () => {
  it('start at once as before, with no consent command', async () => {
    const { trackPage } = await load();
    expect(trackPage(board(false), '/').sort()).toEqual(['first-party', 'gtm', 'posthog']);
    expect(gtmScripts()).toHaveLength(1);
    expect(consentCommands()).toEqual([]);
  });
});
