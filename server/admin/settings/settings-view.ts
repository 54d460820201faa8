// The console's view of a board's settings: values read defensively (a stored value of the wrong
// type counts as unset, as everywhere else), gateway secrets only as set or not set.
import type { components } from '@generated/schema';
import { booleanAt, objectAt, stringAt, type JsonObject } from '../../db/json-read.ts';
import { storedSynonymGroups } from '../../keywords/index.ts';
import { GATEWAYS, PATHS, requiredKeys, type GatewayName, savedLanguagesOf } from '../../board-settings/index.ts';
import { GOOGLE_MAPS_KEY } from '../../../shared/maps/google-maps.ts';
import { requiredFor } from '../../two-factor/index.ts';

type AdminSettings = components['schemas']['AdminSettings'];
type GatewayKeys = components['schemas']['AdminGatewayKeys'];

function parentOf(settings: JsonObject, path: readonly string[]): JsonObject {
  return path.slice(0, -1).reduce<JsonObject>((o, k) => objectAt(o, k), settings);
}
const last = (path: readonly string[]) => path[path.length - 1] ?? '';

const text = (s: JsonObject, path: readonly string[]) => stringAt(parentOf(s, path), last(path));
const flag = (s: JsonObject, path: readonly string[]) => booleanAt(parentOf(s, path), last(path));

function gateway(settings: JsonObject, name: GatewayName): GatewayKeys {
  const own = objectAt(parentOf(settings, GATEWAYS[name].path), last(GATEWAYS[name].path));
  const keys = Object.fromEntries(GATEWAYS[name].keys.map((k) => [k, stringAt(own, k) !== null]));
  return { configured: requiredKeys(name).every((k) => keys[k]), keys };
}

/** As saved, whatever the plan says: the admin sees the choice the plan may hold back (board-settings/languages.ts). */
function languagesView(settings: JsonObject): AdminSettings['languages'] {
  const saved = savedLanguagesOf(settings);
  return { available: saved.languages, default: saved.defaultLocale };
}

export function settingsView(settings: JsonObject): AdminSettings {
  return {
    general: { supportEmail: text(settings, PATHS.supportEmail) },
    mail: { senderName: text(settings, PATHS.senderName), replyTo: text(settings, PATHS.replyTo) },
    analytics: {
      gtmContainerId: text(settings, PATHS.gtmContainerId),
      gtmOnboardingContainerId: text(settings, PATHS.gtmOnboardingContainerId),
      posthogApiKey: text(settings, PATHS.posthogApiKey),
      posthogHost: text(settings, PATHS.posthogHost),
      firstPartyEnabled: flag(settings, PATHS.firstPartyEnabled) === true,
      // Read as consent/policy.ts reads it: on unless turned off.
      consentRequired: flag(settings, PATHS.consentRequired) !== false,
      consentPolicyVersion: text(settings, PATHS.consentPolicyVersion),
    },
    policies: {
      reviewModeration: text(settings, PATHS.reviewModeration) === 'before' ? 'before' : 'after',
      sensitiveSearchFilters: flag(settings, PATHS.sensitiveSearchFilters) !== false,
      guestJobAlerts: flag(settings, PATHS.guestJobAlerts) !== false,
      twoFactorRequiredFor: requiredFor(settings),
    },
    search: { synonyms: storedSynonymGroups(settings) },
    // A public browser key (it is sent to every visitor's browser), so it is shown, not write-only.
    maps: { apiKey: stringAt(parentOf(settings, PATHS.mapsApiKey), last(PATHS.mapsApiKey), GOOGLE_MAPS_KEY) },
    languages: languagesView(settings),
    gateways: {
      stripe: gateway(settings, 'stripe'),
      razorpay: gateway(settings, 'razorpay'),
      paypal: gateway(settings, 'paypal'),
      linkedin: gateway(settings, 'linkedin'),
      google: gateway(settings, 'google'),
    },
  };
}
