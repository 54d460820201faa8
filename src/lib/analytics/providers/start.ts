// Starts analytics from the tenant's settings: registers the providers the settings configure
// (Google Tag Manager, PostHog, the first-party collector) and sets what every event carries: the
// role and the click identifiers and ad cookies of the visit. With nothing configured no provider
// is registered and nothing loads from outside. Safe to call again on every navigation: providers
// register once, the context is refreshed (the role changes on login and logout).
import type { SettingsAnalytics } from '@generated/api/model';
import { getSession } from '@/lib/session/session';
import { addAnalyticsProvider, setAnalyticsContext, type AnalyticsProvider } from '../analytics';
import { readAdCookies, rememberClickIds } from './click-ids';
import { firstPartyProvider } from './first-party';
import { gtmContainerFor, gtmProvider, loadGtm } from './gtm';
import { posthogProvider } from './posthog';

export type AnalyticsSettings = { analytics: SettingsAnalytics } | null | undefined;

type Where = { search: string; cookie: string };

const started = new Set<string>();
/** How to take each running provider out again (the visitor withdrew consent, docs/consent.md). */
const stoppers = new Map<string, () => void>();

function register(provider: AnalyticsProvider | null): void {
  if (!provider || started.has(provider.name)) return;
  started.add(provider.name);
  const remove = addAnalyticsProvider(provider);
  stoppers.set(provider.name, () => {
    remove();
    provider.stop?.();
  });
}

/** Takes the named providers out: they get no more events and forget what they kept. */
export function stopAnalytics(names: readonly string[]): void {
  for (const name of names) {
    stoppers.get(name)?.();
    stoppers.delete(name);
    started.delete(name);
  }
}

export type StartOptions = {
  /**
   * Whether the visit's ad click identifiers and ad cookies are kept and sent with events: always
   * where the board asks no consent, only with the visitor's consent to marketing where it does.
   */
  clickIds?: boolean;
};

/** Returns the names of the providers running after this call. */
export function startAnalytics(
  settings: AnalyticsSettings,
  pathname: string,
  where: Where = { search: window.location.search, cookie: document.cookie },
  { clickIds = true }: StartOptions = {},
): string[] {
  setAnalyticsContext({
    role: getSession()?.user.role ?? 'guest',
    ...(clickIds ? { ...rememberClickIds(where.search), ...readAdCookies(where.cookie) } : {}),
  });

  const config = settings?.analytics;
  if (!config) return [...started];

  // The container is chosen by the page the visit starts on: a tag manager cannot be unloaded,
  // and the onboarding pages are entered from outside (ads, the marketing site), not from the board.
  const container = gtmContainerFor(config.gtm, pathname);
  if (container && !started.has('gtm')) {
    loadGtm(container);
    register(gtmProvider());
  }
  const { apiKey, host } = config.posthog;
  if (apiKey && host && !started.has('posthog')) register(posthogProvider({ apiKey, host }));
  if (config.firstParty.enabled && !started.has('first-party')) register(firstPartyProvider());
  return [...started];
}
