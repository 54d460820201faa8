// The settings form's logic: the answer as editable values, what changed as the PUT's body (only
// changed fields are sent, so a save never overwrites what another admin changed elsewhere), the
// contract's rules checked as typed, and the server's refusals mapped back onto the fields.
import { t } from '@lingui/core/macro';
import type { AdminSettings, AdminSettingsInput } from '@generated/api/model';
import { GOOGLE_MAPS_KEY } from '@shared/maps/google-maps.ts';
import { LOCALES, type Locale } from '@shared/i18n/locales.ts';
import { isApiError } from '@/lib/api/api-error';

export const GATEWAYS = ['stripe', 'razorpay', 'paypal', 'linkedin', 'google'] as const;
export type Gateway = (typeof GATEWAYS)[number];

/** A gateway's name on the screen: the payment providers' own, the sign-in ones described. */
export function gatewayLabel(gateway: Gateway): string {
  switch (gateway) {
    // The providers' own names, the same in every language.
    case 'stripe':
      return 'Stripe'; // eslint-disable-line lingui/no-unlocalized-strings -- a brand name
    case 'razorpay':
      return 'Razorpay'; // eslint-disable-line lingui/no-unlocalized-strings -- a brand name
    case 'paypal':
      return 'PayPal'; // eslint-disable-line lingui/no-unlocalized-strings -- a brand name
    case 'linkedin':
      return t`LinkedIn sign-in`;
    case 'google':
      return t`Google sign-in`;
  }
}

const TEXT_FIELDS = [
  'supportEmail',
  'senderName',
  'replyTo',
  'gtmContainerId',
  'gtmOnboardingContainerId',
  'posthogApiKey',
  'posthogHost',
  'consentPolicyVersion',
  'mapsApiKey',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type SettingsValues = Record<TextField, string> & {
  firstPartyEnabled: boolean;
  /** Visitors are asked before analytics (docs/consent.md). */
  consentRequired: boolean;
  reviewModeration: 'before' | 'after';
  sensitiveSearchFilters: boolean;
  guestJobAlerts: boolean;
  /** Who must use two-factor sign-in (docs/two-factor.md, Required by the board). */
  twoFactorRequiredFor: ('employer' | 'admin')[];
  /** New secrets typed, by `gateway.key`; empty keeps what is stored. */
  secrets: Record<string, string>;
  /** Gateways whose stored keys are to be removed. */
  clear: Gateway[];
  /** The board's synonym groups for job search, each a list of terms as typed. */
  synonyms: string[][];
  /** The languages the board offers (docs/localization.md), in the product's order, and its default. */
  languages: Locale[];
  defaultLanguage: Locale;
};

/** The most groups and terms per group the contract takes. */
export const MAX_SYNONYM_GROUPS = 200;
export const MAX_SYNONYM_TERMS = 10;

/** A term as the server compares it: without case or extra spaces. */
const termKey = (term: string) => term.trim().toLowerCase().replace(/\s+/g, ' ');

/** The groups as they would be saved: terms trimmed, empty terms and empty groups left out. */
function cleanGroups(groups: string[][]): string[][] {
  return groups.map((g) => g.map((term) => term.trim()).filter(Boolean)).filter((g) => g.length > 0);
}

export type FieldErrors = Partial<Record<string, string>>;

export function toValues(s: AdminSettings): SettingsValues {
  return {
    supportEmail: s.general.supportEmail ?? '',
    senderName: s.mail.senderName ?? '',
    replyTo: s.mail.replyTo ?? '',
    gtmContainerId: s.analytics.gtmContainerId ?? '',
    gtmOnboardingContainerId: s.analytics.gtmOnboardingContainerId ?? '',
    posthogApiKey: s.analytics.posthogApiKey ?? '',
    posthogHost: s.analytics.posthogHost ?? '',
    firstPartyEnabled: s.analytics.firstPartyEnabled,
    consentRequired: s.analytics.consentRequired,
    consentPolicyVersion: s.analytics.consentPolicyVersion ?? '',
    mapsApiKey: s.maps.apiKey ?? '',
    reviewModeration: s.policies.reviewModeration,
    sensitiveSearchFilters: s.policies.sensitiveSearchFilters,
    guestJobAlerts: s.policies.guestJobAlerts,
    twoFactorRequiredFor: [...s.policies.twoFactorRequiredFor],
    secrets: {},
    clear: [],
    synonyms: s.search.synonyms.map((g) => [...g.terms]),
    languages: LOCALES.filter((l) => s.languages.available.includes(l)),
    defaultLanguage: s.languages.default,
  };
}

const SECTION_OF: Record<TextField, 'general' | 'mail' | 'analytics' | 'maps'> = {
  supportEmail: 'general',
  senderName: 'mail',
  replyTo: 'mail',
  gtmContainerId: 'analytics',
  gtmOnboardingContainerId: 'analytics',
  posthogApiKey: 'analytics',
  posthogHost: 'analytics',
  consentPolicyVersion: 'analytics',
  mapsApiKey: 'maps',
};
/** A field's name on the wire where it differs from the form's (`maps.apiKey`). */
const WIRE_NAME: Partial<Record<TextField, string>> = { mapsApiKey: 'apiKey' };

/** The PUT body for what changed since `initial`; null when nothing did. */
export function changesOf(initial: SettingsValues, values: SettingsValues): AdminSettingsInput | null {
  const body: Record<string, Record<string, unknown>> = {};
  const put = (section: string, key: string, value: unknown) => {
    body[section] = { ...body[section], [key]: value };
  };
  for (const field of TEXT_FIELDS) {
    const now = values[field].trim();
    if (now !== initial[field].trim()) put(SECTION_OF[field], WIRE_NAME[field] ?? field, now || null);
  }
  if (values.firstPartyEnabled !== initial.firstPartyEnabled)
    put('analytics', 'firstPartyEnabled', values.firstPartyEnabled);
  if (values.consentRequired !== initial.consentRequired) put('analytics', 'consentRequired', values.consentRequired);
  for (const key of ['reviewModeration', 'sensitiveSearchFilters', 'guestJobAlerts'] as const)
    if (values[key] !== initial[key]) put('policies', key, values[key]);
  const required = [...values.twoFactorRequiredFor].sort();
  if (JSON.stringify(required) !== JSON.stringify([...initial.twoFactorRequiredFor].sort()))
    put('policies', 'twoFactorRequiredFor', required);
  for (const gateway of GATEWAYS) {
    if (values.clear.includes(gateway)) {
      put('gateways', gateway, null);
      continue;
    }
    const typed = Object.entries(values.secrets).filter(([k, v]) => k.startsWith(`${gateway}.`) && v.trim());
    if (typed.length)
      put('gateways', gateway, Object.fromEntries(typed.map(([k, v]) => [k.slice(gateway.length + 1), v.trim()])));
  }
  const groups = cleanGroups(values.synonyms);
  if (JSON.stringify(groups) !== JSON.stringify(cleanGroups(initial.synonyms)))
    put(
      'search',
      'synonyms',
      groups.map((terms) => ({ language: 'en', terms })),
    );
  // Sent whole when either changed, so the server checks the two together.
  const languages = LOCALES.filter((l) => values.languages.includes(l));
  if (
    JSON.stringify(languages) !== JSON.stringify(LOCALES.filter((l) => initial.languages.includes(l))) ||
    values.defaultLanguage !== initial.defaultLanguage
  )
    body.languages = { available: languages, default: values.defaultLanguage };
  return Object.keys(body).length ? (body as AdminSettingsInput) : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Each text field's rule and what is said when it is broken (read when checking, in the page's language). */
const rules = (): Record<TextField, [RegExp, string]> => ({
  supportEmail: [EMAIL, t`Enter an e-mail address, like careers@yourcompany.com`],
  replyTo: [EMAIL, t`Enter an e-mail address, like talent@yourcompany.com`],
  senderName: [/^[^"<>\r\n\\]{1,80}$/, t`At most 80 characters, without quotes, angle brackets or backslashes`],
  gtmContainerId: [/^GTM-[A-Z0-9]{4,10}$/, t`A container id looks like GTM-K7P2QX9`],
  gtmOnboardingContainerId: [/^GTM-[A-Z0-9]{4,10}$/, t`A container id looks like GTM-K7P2QX9`],
  posthogApiKey: [/^[A-Za-z0-9_-]{8,100}$/, t`A PostHog project key looks like phc_ followed by letters and digits`],
  posthogHost: [/^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?\/?$/, t`An https address, like https://eu.i.posthog.com`],
  consentPolicyVersion: [
    /^[A-Za-z0-9._-]{1,40}$/,
    t`Up to 40 letters, digits, dots, dashes or underscores, like 2026-03`,
  ],
  mapsApiKey: [GOOGLE_MAPS_KEY, t`A Google Maps key is 39 characters and starts with AIza`],
});
const SECRET = /^[\x21-\x7E]{1,512}$/;

export function validate(values: SettingsValues): FieldErrors {
  const errors: FieldErrors = {};
  const textRules = rules();
  for (const field of TEXT_FIELDS) {
    const v = values[field].trim();
    const [rule, message] = textRules[field];
    if (v && !rule.test(v)) errors[field] = message;
  }
  for (const [key, v] of Object.entries(values.secrets))
    if (v.trim() && !SECRET.test(v.trim())) errors[key] = t`Paste the key as it is: no spaces, at most 512 characters`;
  const owner = new Map<string, number>();
  values.synonyms.forEach((group, i) => {
    const terms = [...new Set(group.map(termKey).filter(Boolean))];
    if (!terms.length) return;
    const taken = terms.find((term) => owner.has(term));
    const groupNo = (owner.get(taken ?? '') ?? 0) + 1;
    if (taken) errors[`synonyms.${i}`] = t`"${taken}" is already in group ${groupNo}`;
    else if (terms.length < 2) errors[`synonyms.${i}`] = t`Add at least two different terms`;
    else if (terms.some((term) => !/[\p{L}\p{N}]/u.test(term)))
      errors[`synonyms.${i}`] = t`Each term needs a letter or a digit`;
    else if (terms.some((term) => term.length > 60 || /[<>"\\]/.test(term)))
      errors[`synonyms.${i}`] = t`Terms of at most 60 characters, without quotes, angle brackets or backslashes`;
    for (const term of terms) if (!owner.has(term)) owner.set(term, i);
  });
  if (!values.languages.length) errors['languages.available'] = t`Offer at least one language`;
  else if (!values.languages.includes(values.defaultLanguage))
    errors['languages.default'] = t`Choose one of the languages the board offers`;
  return errors;
}

/** The server's named refusals (`body.analytics.gtmContainerId`, `body.gateways.stripe.secretKey`) by field. */
export function serverErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const out: FieldErrors = {};
  for (const { field, message } of error.body.data?.fields ?? []) {
    const parts = field.replace(/^body\./, '').split('.');
    const key =
      parts[0] === 'languages'
        ? `languages.${parts[1] ?? 'available'}`
        : parts[0] === 'maps'
          ? 'mapsApiKey'
          : parts[0] === 'gateways'
            ? parts.slice(1, 3).join('.')
            : parts[0] === 'search'
              ? `synonyms.${parts[2] ?? 0}`
              : (parts[1] ?? parts[0] ?? '');
    if (key && !out[key]) out[key] = /pattern|format|must/i.test(message) ? t`This value is not valid` : message;
  }
  return out;
}
