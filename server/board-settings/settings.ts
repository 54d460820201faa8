// The site settings and branding a tenant's web app loads at start, from clients.settings and
// clients.appearance with defaults for everything unset. Analytics providers are off unless the
// tenant configured them and its plan includes them.
import { featureFlags } from '@generated/manifest';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { findCountry } from '../master/geo.ts';
import { vapidKeys } from '../push/index.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { booleanAt, objectAt, stringAt } from '../db/json-read.ts';
import { PLATFORM_COLORS } from '../../shared/branding/platform-colors.ts';
import { jobHeadingOf } from './job-heading.ts';
import { boardLanguagesOf } from './languages.ts';
import { clientRegion } from './settings-repo.ts';
import { consentPolicyOf } from '../consent/index.ts';
import { GOOGLE_MAPS_KEY } from '../../shared/maps/google-maps.ts';
import { googleKeysOf } from './google-keys.ts';

type Settings = components['schemas']['Settings'];
type Appearance = components['schemas']['Appearance'];

const GTM = /^GTM-[A-Z0-9]{4,10}$/;
const CURRENCY = /^[A-Z]{3}$/;
const HEX = /^#[0-9A-Fa-f]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const HTTPS_URL = /^https?:\/\/[^\s]+$/;

function validTimezone(tz: string | null): tz is string {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * The analytics providers a tenant has configured and its plan includes. The page's
 * Content-Security-Policy reads the same answer, so a configured provider is always let through.
 */
export function analyticsOf(tenant: Tenant): Settings['analytics'] {
  const allowed = (flag: string) => featureAllowed(tenant, flag);
  const analytics = objectAt(tenant.settings, 'analytics');
  const gtm = objectAt(analytics, 'gtm');
  const posthog = objectAt(analytics, 'posthog');
  const posthogKey = allowed('posthog_analytics') ? stringAt(posthog, 'apiKey', undefined, 100) : null;
  return {
    gtm: allowed('google_tag_manager')
      ? {
          containerId: stringAt(gtm, 'containerId', GTM),
          onboardingContainerId: stringAt(gtm, 'onboardingContainerId', GTM),
        }
      : { containerId: null, onboardingContainerId: null },
    posthog: {
      apiKey: posthogKey,
      host: posthogKey ? (stringAt(posthog, 'host', HTTPS_URL) ?? 'https://eu.i.posthog.com') : null,
    },
    firstParty: {
      enabled: allowed('first_party_analytics') && booleanAt(objectAt(analytics, 'firstParty'), 'enabled') === true,
    },
  };
}

/**
 * The board's Google Maps browser key (docs/maps.md), set in the console; a stored value of another
 * shape counts as unset. Not plan-gated. The page's Content-Security-Policy reads the same answer.
 */
export function mapsKeyOf(tenant: Pick<Tenant, 'settings'>): string | null {
  return stringAt(objectAt(tenant.settings, 'maps'), 'apiKey', GOOGLE_MAPS_KEY);
}

/** The tenant's time zone: its own, else its settings', else its country's first; UTC without any. */
export async function tenantTimezone(db: Db, tenant: Pick<Tenant, 'id' | 'settings'>): Promise<string> {
  return timezoneOf(tenant, await clientRegion(db, tenant.id));
}

function timezoneOf(tenant: Pick<Tenant, 'settings'>, region: Awaited<ReturnType<typeof clientRegion>>): string {
  const country = region.country ? findCountry(region.country) : undefined;
  return (
    [
      region.timezone,
      stringAt(tenant.settings, 'timezone', undefined, 64),
      country?.timezones[0]?.zoneName ?? null,
    ].find(validTimezone) ?? 'UTC'
  );
}

/** The board's settings, but for the installation's credit, which needs the configuration (board-settings/handlers.ts). */
export async function getSettings(db: Db, tenant: Tenant): Promise<Omit<Settings, 'poweredBy'>> {
  const s = tenant.settings;
  const region = await clientRegion(db, tenant.id);
  const country = region.country ? findCountry(region.country) : undefined;
  const allowed = (flag: string) => featureAllowed(tenant, flag);
  const timezone = timezoneOf(tenant, region);
  const languages = boardLanguagesOf(tenant);
  const socialLogin = Array.isArray(s.socialLogin) && s.socialLogin.includes('linkedin') ? ['linkedin' as const] : [];
  return {
    clientId: tenant.id,
    name: stringAt(s, 'name', undefined, 200) ?? tenant.name,
    // The board's languages while its plan has the feature, English only otherwise (board-settings/languages.ts).
    locale: languages.defaultLocale,
    supportedLocales: languages.languages,
    jobHeading: jobHeadingOf(s),
    currencyCode:
      stringAt(s, 'currencyCode', CURRENCY) ?? (country && CURRENCY.test(country.currency) ? country.currency : 'USD'),
    timezone,
    analytics: analyticsOf(tenant),
    maps: { apiKey: mapsKeyOf(tenant) },
    features: Object.values(featureFlags)
      .map((f) => f.key)
      .filter(allowed),
    socialLogin: allowed('social_login')
      ? [...(allowed('sso_linkedin') ? socialLogin : []), ...(googleKeysOf(tenant) ? ['google' as const] : [])]
      : [],
    supportEmail: stringAt(s, 'supportEmail', EMAIL, 254),
    termsUpdatedAt: toIso(stringAt(s, 'termsUpdatedAt')),
    // The key browsers subscribe to Web Push with (docs/push.md); made on the first request.
    pushPublicKey: allowed('push_notifications') ? (await vapidKeys(db)).publicKey : null,
    // Not plan-gated: asking before tracking protects the visitor, whatever the plan.
    consent: consentPolicyOf(s),
  };
}

function toIso(v: string | null): string | null {
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export const DEFAULT_APPEARANCE: Appearance = {
  logoUri: null,
  logoDarkUri: null,
  faviconUri: null,
  colors: PLATFORM_COLORS,
  fonts: { heading: 'Inter', body: 'Inter' },
  radius: 'md',
};

const RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The tenant's branding, or the platform's when its plan lacks custom_domain_branding. */
export function getAppearance(tenant: Tenant): Appearance {
  if (!featureAllowed(tenant, 'custom_domain_branding')) return DEFAULT_APPEARANCE;
  const a = tenant.appearance;
  const colors = objectAt(a, 'colors');
  const fonts = objectAt(a, 'fonts');
  const d = DEFAULT_APPEARANCE;
  const radius = RADII.find((r) => r === a.radius) ?? d.radius;
  return {
    logoUri: stringAt(a, 'logoUri'),
    logoDarkUri: stringAt(a, 'logoDarkUri'),
    faviconUri: stringAt(a, 'faviconUri'),
    colors: {
      primary: stringAt(colors, 'primary', HEX) ?? d.colors.primary,
      secondary: stringAt(colors, 'secondary', HEX) ?? d.colors.secondary,
      accent: stringAt(colors, 'accent', HEX) ?? d.colors.accent,
      background: stringAt(colors, 'background', HEX) ?? d.colors.background,
      text: stringAt(colors, 'text', HEX) ?? d.colors.text,
    },
    fonts: {
      heading: stringAt(fonts, 'heading', undefined, 60) ?? d.fonts.heading,
      body: stringAt(fonts, 'body', undefined, 60) ?? d.fonts.body,
    },
    ...(radius ? { radius } : {}),
  };
}
