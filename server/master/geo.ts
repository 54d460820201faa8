// Countries, states and cities from the country-state-city dataset (250 countries, ~5,000 states,
// ~148,000 cities), indexed in memory once on first use. Each place has a stable ISO-based key
// (country 'IN', state 'IN-MH', city 'IN-MH-pune') and, because the contract's ids are UUIDs, a
// name-based UUID of that key (`placeUuid`) that the API sends as `_id`. Lookups take either.
import { City, Country, State } from 'country-state-city';
import { placeUuid } from './uuid.ts';

export { placeUuid };

export type GeoCountry = {
  id: string;
  nm: string;
  isoCode: string;
  phoneCode: string;
  currency: string;
  flag: string;
  timezones: Array<{ zoneName: string; gmtOffsetName: string }>;
};
export type GeoState = { id: string; nm: string; countryId: string; isoCode: string };
export type GeoCity = { id: string; nm: string; stateId: string; countryId: string; lat: number; lng: number };

type Index = {
  countries: GeoCountry[];
  statesByCountry: Map<string, GeoState[]>;
  citiesByState: Map<string, GeoCity[]>;
  citiesByCountry: Map<string, GeoCity[]>;
  cityById: Map<string, GeoCity>;
  stateById: Map<string, GeoState>;
  countryById: Map<string, GeoCountry>;
  /** Country and state keys by their UUID; cities' are indexed only when first asked for. */
  keyByUuid: Map<string, string>;
};

let index: Index | undefined;

export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function build(): Index {
  const countries = Country.getAllCountries().map((c) => ({
    id: c.isoCode,
    nm: c.name,
    isoCode: c.isoCode,
    phoneCode: c.phonecode,
    currency: c.currency,
    flag: c.flag,
    timezones: (c.timezones ?? []).map((t) => ({ zoneName: t.zoneName, gmtOffsetName: t.gmtOffsetName })),
  }));
  const statesByCountry = new Map<string, GeoState[]>();
  const stateById = new Map<string, GeoState>();
  for (const s of State.getAllStates()) {
    const state = { id: `${s.countryCode}-${s.isoCode}`, nm: s.name, countryId: s.countryCode, isoCode: s.isoCode };
    if (stateById.has(state.id)) continue;
    stateById.set(state.id, state);
    const list = statesByCountry.get(s.countryCode) ?? [];
    list.push(state);
    statesByCountry.set(s.countryCode, list);
  }
  const citiesByState = new Map<string, GeoCity[]>();
  const citiesByCountry = new Map<string, GeoCity[]>();
  const cityById = new Map<string, GeoCity>();
  for (const c of City.getAllCities()) {
    const stateId = `${c.countryCode}-${c.stateCode}`;
    const id = `${stateId}-${slugify(c.name)}`;
    if (cityById.has(id)) continue;
    const city = {
      id,
      nm: c.name,
      stateId,
      countryId: c.countryCode,
      lat: Number(c.latitude),
      lng: Number(c.longitude),
    };
    cityById.set(id, city);
    for (const [map, key] of [
      [citiesByState, stateId],
      [citiesByCountry, c.countryCode],
    ] as const) {
      const list = map.get(key) ?? [];
      list.push(city);
      map.set(key, list);
    }
  }
  // Lists are kept in name order so that an unfiltered page is alphabetical without sorting per call.
  const byName = (a: { nm: string }, b: { nm: string }) => a.nm.localeCompare(b.nm, 'en');
  countries.sort(byName);
  for (const list of [...statesByCountry.values(), ...citiesByState.values(), ...citiesByCountry.values()])
    list.sort(byName);
  const keyByUuid = new Map<string, string>();
  for (const key of [...countries.map((c) => c.id), ...stateById.keys()]) keyByUuid.set(placeUuid(key), key);
  return {
    countries,
    statesByCountry,
    citiesByState,
    citiesByCountry,
    cityById,
    stateById,
    countryById: new Map(countries.map((c) => [c.id, c])),
    keyByUuid,
  };
}

export function geo(): Index {
  index ??= build();
  return index;
}

let cityKeyByUuid: Map<string, string> | undefined;

function keyOf(id: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id)) return id;
  const uuid = id.toLowerCase();
  const g = geo();
  const known = g.keyByUuid.get(uuid);
  if (known) return known;
  if (!cityKeyByUuid) {
    cityKeyByUuid = new Map();
    for (const key of g.cityById.keys()) cityKeyByUuid.set(placeUuid(key), key);
  }
  return cityKeyByUuid.get(uuid) ?? id;
}

/**
 * Builds the place index and the city id map now rather than on the first request that needs
 * them (seconds on a busy machine: ~148k cities), so no user's first city lookup waits.
 */
export function warmGeo(): void {
  keyOf('00000000-0000-5000-8000-000000000000');
}

/** A country by its UUID or ISO code. */
export function findCountry(id: string): GeoCountry | undefined {
  return geo().countryById.get(keyOf(id));
}

/** A state by its UUID or key ('IN-MH'). */
export function findState(id: string): GeoState | undefined {
  return geo().stateById.get(keyOf(id));
}

/** A city by its UUID or key ('IN-MH-pune'); the first such lookup indexes every city's UUID. */
export function findCity(id: string): GeoCity | undefined {
  return geo().cityById.get(keyOf(id));
}

/** Filters by a case- and accent-insensitive prefix or word match (names starting with the text
 * first, then shorter names), then pages; without a search the list keeps its name order. */
export function searchNamed<T extends { nm: string }>(
  items: T[],
  search: string | undefined,
  pageNo: number,
  limit: number,
) {
  const q = search ? slugify(search) : '';
  const matched = q
    ? items.filter((i) =>
        slugify(i.nm)
          .split('-')
          .some((w, k, ws) => ws.slice(k).join('-').startsWith(q)),
      )
    : items;
  const rank = (i: T) => (slugify(i.nm).startsWith(q) ? 0 : 1);
  const sorted = q
    ? [...matched].sort((a, b) => rank(a) - rank(b) || a.nm.length - b.nm.length || a.nm.localeCompare(b.nm))
    : matched;
  return { items: sorted.slice((pageNo - 1) * limit, pageNo * limit), total: matched.length };
}
