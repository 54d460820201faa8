// Countries, states and cities in the contract's shapes, from the in-memory dataset. Places are
// global reference data (no tenant owns them); their `_id` is the place's name-based UUID.
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import {
  findCountry,
  findState,
  geo,
  placeUuid,
  searchNamed,
  type GeoCity,
  type GeoCountry,
  type GeoState,
} from '../master/geo.ts';

type Country = components['schemas']['Country'];
type State = components['schemas']['State'];
type City = components['schemas']['City'];
type CityListQuery = components['schemas']['CityListQuery'];

/** '+1-809 and 1-829' (two area codes) keeps the first; codes come with or without the plus. */
function phoneCode(raw: string): string {
  const first = (raw.split(' and ')[0] ?? '').replace(/^\+/, '').trim();
  return `+${first}`;
}

function toCountry(c: GeoCountry): Country {
  return {
    _id: placeUuid(c.id),
    name: c.nm,
    isoCode: c.isoCode,
    phoneCode: phoneCode(c.phoneCode),
    currencyCode: /^[A-Z]{3}$/.test(c.currency) ? c.currency : null,
    flag: c.flag || null,
  };
}

function toState(s: GeoState): State {
  return { _id: placeUuid(s.id), name: s.nm, isoCode: s.isoCode || null, countryId: placeUuid(s.countryId) };
}

export function toCity(c: GeoCity): City {
  const g = geo();
  const state = g.stateById.get(c.stateId);
  return {
    _id: placeUuid(c.id),
    name: c.nm,
    stateId: state ? placeUuid(state.id) : null,
    stateName: state?.nm ?? null,
    countryId: placeUuid(c.countryId),
    countryName: g.countryById.get(c.countryId)?.nm ?? '',
    latitude: Number.isFinite(c.lat) ? c.lat : null,
    longitude: Number.isFinite(c.lng) ? c.lng : null,
  };
}

export function listCountries(search: string | undefined): Country[] {
  const { countries } = geo();
  const code = search?.trim().toUpperCase();
  const byCode = code && /^[A-Z]{2}$/.test(code) ? countries.find((c) => c.isoCode === code) : undefined;
  const { items } = searchNamed(countries, search, 1, countries.length);
  const ordered = byCode ? [byCode, ...items.filter((c) => c !== byCode)] : items;
  return ordered.map(toCountry);
}

export function listStates(countryId: string, search: string | undefined): State[] {
  const country = findCountry(countryId);
  if (!country) throw notFound('No such country');
  const states = geo().statesByCountry.get(country.id) ?? [];
  return searchNamed(states, search, 1, states.length).items.map(toState);
}

/**
 * One page of the cities of a state (or of a country). The dataset has no populations, so
 * `sortBy: population` keeps the name order; a search puts names starting with it first.
 */
export function listCities(q: CityListQuery): Page<City> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  let cities: GeoCity[];
  if (q.stateId) {
    const state = findState(q.stateId);
    if (!state || (q.countryId && findCountry(q.countryId)?.id !== state.countryId)) throw notFound('No such state');
    cities = geo().citiesByState.get(state.id) ?? [];
  } else {
    const country = q.countryId ? findCountry(q.countryId) : undefined;
    if (!country) throw notFound('No such country');
    cities = geo().citiesByCountry.get(country.id) ?? [];
  }
  const found = searchNamed(cities, q.search, pageNo, limit);
  return page(found.items.map(toCity), found.total, pageNo, limit);
}
