// The board-settings domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/board-settings/ is its own.
export { originOf, readerBrand, requestBrand, senderNameOf } from './brand.ts';
export { googleKeysOf } from './google-keys.ts';
export { boardSettingsHandlers } from './handlers.ts';
export { applyJobHeading, jobHeadingOf } from './job-heading.ts';
export { boardLanguagesOf, localeAmong, readerLocale, requestLocale, savedLanguagesOf } from './languages.ts';
export { GATEWAYS, LANGUAGES, PATHS, SYNONYMS, requiredKeys, type GatewayName } from './settings-map.ts';
export { analyticsOf, getAppearance, getSettings, mapsKeyOf, tenantTimezone } from './settings.ts';
