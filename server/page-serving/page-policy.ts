// The Content-Security-Policy of the web app's pages, per tenant: only what the app needs, plus
// the analytics providers the tenant configured (the same answer the settings call gives the app,
// so a configured provider is never blocked) and the sites allowed to embed the board.
//
// - Scripts: our own bundle only, no inline script. 'unsafe-eval' stays because Ajv compiles the
//   custom forms' JSON Schemas into functions in the browser (the same validator and messages as
//   the server); docs/security.md says what removing it would take.
// - Styles: Mantine writes its CSS variables into a <style> element and sets style attributes at
//   run time, so inline styles are allowed (styles cannot run code).
// - Frames: Word documents are previewed through Microsoft's online viewer (specification §2), and
//   a board with a maps key shows Google's map of a job's place (docs/maps.md); only then is Google's
//   origin let in.
import type { Tenant } from '../http/context.ts';
import { analyticsOf, mapsKeyOf } from '../board-settings/index.ts';
import { GOOGLE_MAPS_FRAME_ORIGIN } from '../../shared/maps/google-maps.ts';

const OFFICE_VIEWER = 'https://view.officeapps.live.com';
/** Google's documented sources for Tag Manager with GA4 under a CSP. */
const GTM = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};
const ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** Origins a tenant allows to put the board in a frame (settings.security.frameAncestors). */
export function embeddersOf(tenant: Tenant | null): string[] {
  const security = tenant?.settings.security;
  const list = security && typeof security === 'object' ? (security as Record<string, unknown>).frameAncestors : null;
  if (!Array.isArray(list)) return [];
  return list.filter((o): o is string => typeof o === 'string' && ORIGIN.test(o)).slice(0, 20);
}

function originOfUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function pagePolicy(tenant: Tenant | null, secure: boolean): string {
  const script = ["'self'", "'unsafe-eval'"];
  const connect = ["'self'"];
  const frame = ["'self'", OFFICE_VIEWER];
  if (tenant) {
    if (mapsKeyOf(tenant)) frame.push(GOOGLE_MAPS_FRAME_ORIGIN);
    const analytics = analyticsOf(tenant);
    if (analytics.gtm.containerId || analytics.gtm.onboardingContainerId) {
      script.push(...GTM.script);
      connect.push(...GTM.connect);
    }
    const posthog = originOfUrl(analytics.posthog.host);
    if (posthog) connect.push(posthog);
  }
  const embedders = embeddersOf(tenant);
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${embedders.length ? ["'self'", ...embedders].join(' ') : "'none'"}`,
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
