// Countries with their time zones for the onboarding form, and the check that a signup's time
// zone belongs to its country. Read from the country-state-city dataset directly rather than
// master/geo.ts: the form needs each zone's offset in seconds and abbreviation, which geo() drops,
// and geo() indexes ~148,000 cities that this call never uses.
import { Country } from 'country-state-city';
import type { components } from '@generated/schema';

export type OnboardingCountry = components['schemas']['OnboardingCountry'];

let countries: OnboardingCountry[] | undefined;

/** The dataset writes some codes as '1-684' or '+1-809 and 1-829'; the contract wants '+1-684'. */
function phoneCode(raw: string): string {
  const code = /^\+?(\d{1,4}(?:-\d{1,4})?)/.exec(raw.trim())?.[1];
  return code ? `+${code}` : '+0';
}

function all(): OnboardingCountry[] {
  countries ??= Country.getAllCountries()
    .filter((c) => (c.timezones ?? []).length > 0)
    .map((c) => ({
      isoCode: c.isoCode,
      name: c.name,
      phoneCode: phoneCode(c.phonecode),
      flag: c.flag || null,
      timezones: (c.timezones ?? []).map((t) => ({
        zoneName: t.zoneName,
        gmtOffset: t.gmtOffset,
        gmtOffsetName: t.gmtOffsetName,
        abbreviation: t.abbreviation,
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return countries;
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Countries whose name contains the search, or whose ISO code is it; all when no search. */
export function listCountries(search?: string): OnboardingCountry[] {
  const q = search ? fold(search) : '';
  if (!q) return all();
  return all().filter((c) => fold(c.name).includes(q) || c.isoCode.toLowerCase() === q);
}

export function countryHasZone(isoCode: string, zoneName: string): boolean {
  const country = all().find((c) => c.isoCode === isoCode);
  return Boolean(country?.timezones.some((t) => t.zoneName === zoneName));
}
