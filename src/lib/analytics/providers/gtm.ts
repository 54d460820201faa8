// Google Tag Manager: events go to window.dataLayer, and the container script loads only when the
// tenant configures a container. The onboarding pages use their own container (manifest
// route's tagManager, specification §2), every other page the main one.
import type { SettingsAnalyticsGtm } from '@generated/api/model';
import { matchRoute, routeInfoOf } from '@generated/manifest';
import type { AnalyticsProvider } from '../analytics';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
/** The contract's container id pattern; anything else is never put into a script URL. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/;

function dataLayer(): Array<Record<string, unknown>> {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** The container configured for the page at `pathname`, or null when that page has none. */
export function gtmContainerFor(gtm: SettingsAnalyticsGtm, pathname: string): string | null {
  const path = matchRoute(pathname);
  const which = path ? routeInfoOf(path).tagManager : 'main';
  // No fallback from one container to the other: the onboarding funnel and the job board are
  // measured apart on purpose, so a missing onboarding container means no tag manager there.
  const id = which === 'onboarding' ? gtm.onboardingContainerId : gtm.containerId;
  return id && CONTAINER_ID.test(id) ? id : null;
}

/** Adds the container's script once, after the start event GTM expects first in the data layer. */
export function loadGtm(containerId: string, doc: Document = document): void {
  if (!CONTAINER_ID.test(containerId)) return;
  if (doc.querySelector(`script[data-gtm-container="${containerId}"]`)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTM_SCRIPT}?id=${encodeURIComponent(containerId)}`;
  script.dataset.gtmContainer = containerId;
  doc.head.appendChild(script);
}

export function gtmProvider(): AnalyticsProvider {
  const push = (entry: Record<string, unknown>) => dataLayer().push(entry);
  return {
    name: 'gtm',
    identify: (userId, traits) => push({ ...traits, event: 'identify', userId }),
    capture: (event, props) => push({ ...props, event }),
    // The data layer merges pushes into one state: clearing userId keeps the next visitor's
    // events from inheriting the previous user.
    reset: () => push({ event: 'reset', userId: null, groupType: null, groupId: null }),
    group: (kind, id, traits) => push({ ...traits, event: 'group', groupType: kind, groupId: id }),
  };
}
