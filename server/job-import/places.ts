// Places of a feed by name: countries by ISO code or name, states by code or name within their
// country, cities by name within their state (or country). Name indexes are built per country on
// first use, so a feed of thousands of rows costs one pass over a country's cities.
import { geo, slugify, type GeoCity, type GeoCountry, type GeoState } from '../master/geo.ts';

export type ResolvedPlace = { country: GeoCountry; state: GeoState | null; city: GeoCity };

const countryIndex = new Map<string, GeoCountry>();
const cityIndex = new Map<string, Map<string, GeoCity[]>>();

/** A country by ISO code or name ("usa" and "uk" too). */
export function findCountryNamed(value: string): GeoCountry | undefined {
  if (!countryIndex.size)
    for (const c of geo().countries) {
      countryIndex.set(c.isoCode.toLowerCase(), c);
      countryIndex.set(slugify(c.nm), c);
    }
  const key = value.trim();
  const aliases: Record<string, string> = { usa: 'us', uk: 'gb', 'united-states-of-america': 'us' };
  const slug = slugify(key);
  return countryIndex.get(key.toLowerCase()) ?? countryIndex.get(aliases[slug] ?? slug);
}

function findStateNamed(country: GeoCountry, value: string): GeoState | undefined {
  const slug = slugify(value);
  return (geo().statesByCountry.get(country.id) ?? []).find(
    (s) => s.isoCode.toLowerCase() === value.trim().toLowerCase() || slugify(s.nm) === slug,
  );
}

function citiesNamed(country: GeoCountry, name: string): GeoCity[] {
  let byName = cityIndex.get(country.id);
  if (!byName) {
    byName = new Map();
    for (const c of geo().citiesByCountry.get(country.id) ?? []) {
      const key = slugify(c.nm);
      byName.set(key, [...(byName.get(key) ?? []), c]);
    }
    cityIndex.set(country.id, byName);
  }
  return byName.get(slugify(name)) ?? [];
}

/** The place a row names, or the message saying which part is unknown. */
export function resolvePlace(city: string, state: string | undefined, country: string): ResolvedPlace | string {
  const nation = findCountryNamed(country);
  if (!nation) return `country "${country}" is not a known country`;
  const region = state ? findStateNamed(nation, state) : undefined;
  if (state && !region) return `state "${state}" is not a known state of ${nation.nm}`;
  const matches = citiesNamed(nation, city).filter((c) => !region || c.stateId === region.id);
  const found = matches[0];
  if (!found) return `city "${city}" is not a known city${region ? ` of ${region.nm}` : ` of ${nation.nm}`}`;
  return { country: nation, state: region ?? geo().stateById.get(found.stateId) ?? null, city: found };
}
