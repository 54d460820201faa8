// The profile's location and gender travel in two shapes (spec §3): nested `city{id,nm}` objects
// (CandidateProfile) and flat `cityId`/`cityNm` pairs (CandidateProfileFlat, what the forms hold).
// Stored once, as flat columns; these two functions are the only conversion, each the other's
// inverse, so neither shape loses anything on the way.
import type { components } from '@generated/schema';

type S = components['schemas'];
export type Flat = S['CandidateProfileFlat'];
type Ref = S['IdName'] | null;
export type Nested = { city: Ref; state: Ref; country: Ref; gender: Ref };

const PARTS = ['city', 'state', 'country', 'gender'] as const;

/** `{id, nm}` when the id is set, null otherwise (a name without an id is not a choice). */
const ref = (id: string | null, nm: string | null): Ref => (id ? { id, nm: nm ?? '' } : null);

export function toNested(flat: Flat): Nested {
  return {
    city: ref(flat.cityId, flat.cityNm),
    state: ref(flat.stateId, flat.stateNm),
    country: ref(flat.countryId, flat.countryNm),
    gender: ref(flat.genderId, flat.genderNm),
  };
}

export function toFlat(nested: Nested): Flat {
  const flat = {} as Flat;
  for (const part of PARTS) {
    const value = nested[part];
    flat[`${part}Id`] = value?.id ?? null;
    flat[`${part}Nm`] = value?.nm ?? null;
  }
  return flat;
}

/** The columns of candidate_profiles are the flat shape in snake case. */
export type LocationColumns = {
  city_id: string | null;
  city_nm: string | null;
  state_id: string | null;
  state_nm: string | null;
  country_id: string | null;
  country_nm: string | null;
  gender_id: string | null;
  gender_nm: string | null;
};

export function flatOfColumns(row: LocationColumns): Flat {
  return {
    cityId: row.city_id,
    cityNm: row.city_nm,
    stateId: row.state_id,
    stateNm: row.state_nm,
    countryId: row.country_id,
    countryNm: row.country_nm,
    genderId: row.gender_id,
    genderNm: row.gender_nm,
  };
}

export function columnsOfFlat(flat: Flat): LocationColumns {
  return {
    city_id: flat.cityId,
    city_nm: flat.cityNm,
    state_id: flat.stateId,
    state_nm: flat.stateNm,
    country_id: flat.countryId,
    country_nm: flat.countryNm,
    gender_id: flat.genderId,
    gender_nm: flat.genderNm,
  };
}
