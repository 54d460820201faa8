// startAnalytics registers only what the tenant configures, picks the onboarding container on the
// onboarding pages, and stamps every event with the role and the visit's click identifiers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsAnalytics } from '@generated/api/model';

const OFF: SettingsAnalytics = {
  gtm: { containerId: null, onboardingContainerId: null },
  posthog: { apiKey: null, host: null },
  firstParty: { enabled: false },
};
const GTM: SettingsAnalytics = { ...OFF, gtm: { containerId: 'GTM-K7Q2M9P', onboardingContainerId: 'GTM-W4X8B3N' } };

// Each test gets fresh module state: the provider registry lives for the page's lifetime.
async function load() {
  vi.resetModules();
  const { analytics } = await import('../analytics');
  const { startAnalytics } = await import('./start');
  const { setSession } = await import('@/lib/session/session');
  return { analytics, startAnalytics, setSession };
}

const scripts = () => [...document.querySelectorAll('script')].map((s) => s.src);
const noCookies = { search: '', cookie: '' };

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // What a file before this one left in the page's data layer is not this file's.
  delete window.dataLayer;
  fetchSpy = vi.fn(() => Promise.resolve(new Response(null)));
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(async () => {
  // Shared module registry (isolate: false): stop what this file started, for the files after it.
  const { stopAnalytics } = await import('./start');
  stopAnalytics(['gtm', 'posthog', 'first-party']);
  vi.resetModules();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete window.dataLayer;
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'user=; max-age=0; path=/';
});

describe('startAnalytics', () => {
  it('with empty settings adds no provider, creates no script tag and sends nothing', async () => {
    const { analytics, startAnalytics } = await load();
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });

    expect(startAnalytics(null, '/', noCookies)).toEqual([]);
    expect(startAnalytics({ analytics: OFF }, '/onboarding', noCookies)).toEqual([]);
    analytics.capture('job_viewed', { jobId: 'j-1' });
    analytics.identify('u-1', {});

    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('with a GTM id loads the main container and pushes events with the role and click ids', async () => {
    const { analytics, startAnalytics, setSession } = await load();
    setSession('t-1', {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@acme.in',
      role: 'employer',
      companyName: 'Acme',
    });

    const running = startAnalytics({ analytics: GTM }, '/browse-jobs', {
      search: '?gclid=Cj0KCQjw8e&utm_source=google',
      cookie: '_fbp=fb.1.1700000000.123; other=1',
    });
    analytics.capture('job_viewed', { jobId: 'j-1' });

    expect(running).toEqual(['gtm']);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2M9P']);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(window.dataLayer).toContainEqual({
      event: 'job_viewed',
      jobId: 'j-1',
      role: 'employer',
      gclid: 'Cj0KCQjw8e',
      _fbp: 'fb.1.1700000000.123',
    });
  });

  it.each(['/onboarding', '/onboarding-otp', '/onboarding-steps'])(
    'on %s picks the onboarding container',
    async (path) => {
      const { startAnalytics } = await load();
      startAnalytics({ analytics: GTM }, path, noCookies);
      expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-W4X8B3N']);
    },
  );

  it('on an onboarding page without an onboarding container loads no tag manager', async () => {
    const { startAnalytics } = await load();
    const running = startAnalytics(
      { analytics: { ...OFF, gtm: { containerId: 'GTM-K7Q2M9P', onboardingContainerId: null } } },
      '/onboarding',
      noCookies,
    );
    expect(running).toEqual([]);
    expect(scripts()).toEqual([]);
  });

  it('keeps the click ids of the landing URL across navigation, and loads the container once', async () => {
    const { analytics, startAnalytics } = await load();
    startAnalytics({ analytics: GTM }, '/', { search: '?fbclid=IwAR2xQ7&dclid=CJ3d', cookie: '' });
    startAnalytics({ analytics: GTM }, '/browse-jobs', { search: '?page=2', cookie: '' });
    analytics.capture('search', {});

    expect(window.dataLayer).toContainEqual({ event: 'search', role: 'guest', fbclid: 'IwAR2xQ7', dclid: 'CJ3d' });
    expect(scripts()).toHaveLength(1);
  });

  it('posts batches to the PostHog host only when a key is configured', async () => {
    vi.useFakeTimers();
    try {
      const { analytics, startAnalytics } = await load();
      expect(
        startAnalytics(
          { analytics: { ...OFF, posthog: { apiKey: null, host: 'https://eu.i.posthog.com' } } },
          '/',
          noCookies,
        ),
      ).toEqual([]);
      const running = startAnalytics(
        { analytics: { ...OFF, posthog: { apiKey: 'phc_abc', host: 'https://eu.i.posthog.com' } } },
        '/',
        noCookies,
      );
      analytics.capture('job_viewed', { jobId: 'j-1' });
      analytics.capture('job_saved', { jobId: 'j-1' });
      expect(fetchSpy).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2000);

      expect(running).toEqual(['posthog']);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('https://eu.i.posthog.com/capture/');
      const body = JSON.parse(String(init.body)) as { api_key: string; batch: Array<{ event: string }> };
      expect(body.api_key).toBe('phc_abc');
      expect(body.batch.map((e) => e.event)).toEqual(['job_viewed', 'job_saved']);
      expect(document.querySelectorAll('script')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends to the first-party endpoint with sendBeacon only when enabled', async () => {
    const { analytics, startAnalytics } = await load();
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });

    expect(startAnalytics({ analytics: { ...OFF, firstParty: { enabled: true } } }, '/', noCookies)).toEqual([
      'first-party',
    ]);
    analytics.group('company', 'c-1', { name: 'Acme' });

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(`${window.location.origin}/events`);
    expect(JSON.parse(await blob.text())).toMatchObject({
      type: 'group',
      event: 'company',
      id: 'c-1',
      props: { name: 'Acme' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
