// The languages an admin saves (AdminSettingsInput.languages, docs/localization.md): what is left
// out stays as saved, so the languages and the default are checked together as they would result.
// A default the board would not offer is refused naming its field (body.languages.default), and
// the plan must have the `localization` feature, refused as the guard refuses a gated call.
import type { components } from '@generated/schema';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { savedLanguagesOf } from '../../board-settings/index.ts';
import type { JsonObject } from '../../db/json-read.ts';
import { fieldError, forbidden } from '../../errors/errors.ts';
import type { Tenant } from '../../http/context.ts';
import { featureAllowed } from '../../tenancy/features.ts';

type Input = NonNullable<components['schemas']['AdminSettingsInput']['languages']>;

/** As stored under settings-map's LANGUAGES. */
export type StoredLanguages = { available: Locale[]; default: Locale };

/** Saving the board's languages is the plan's `localization` feature (the same 403 as server/http/guard.ts). */
export function mayChangeLanguages(tenant: Tenant, input: Input | undefined): void {
  if (input && !featureAllowed(tenant, 'localization')) throw forbidden('Your plan does not include this feature');
}

/** The languages after `input`, given the settings as stored. */
export function languagesAfter(settings: JsonObject, input: Input): StoredLanguages {
  const saved = savedLanguagesOf(settings);
  const available = input.available ? [...new Set(input.available)] : saved.languages;
  const chosen = input.default ?? saved.defaultLocale;
  if (!available.includes(chosen))
    throw fieldError('languages.default', 'Choose the default among the languages the board offers');
  return { available: [chosen, ...available.filter((l) => l !== chosen)], default: chosen };
}
