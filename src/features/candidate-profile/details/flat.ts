// The profile's location and gender as the personal details form holds them: the flat form of the
// contract (`CandidateProfileFlat`), converted from the nested `{id, nm}` objects and back without
// loss (a null object gives two nulls; an id builds `{id, nm}`).
import type { CandidateProfile, CandidateProfileFlat, IdName } from '@generated/api/model';

type Nested = IdName | null | undefined;

const idOf = (v: Nested) => v?.id ?? null;
const nmOf = (v: Nested) => v?.nm ?? null;

export function toFlat(profile: Pick<CandidateProfile, 'city' | 'state' | 'country' | 'gender'>): CandidateProfileFlat {
  return {
    cityId: idOf(profile.city),
    cityNm: nmOf(profile.city),
    stateId: idOf(profile.state),
    stateNm: nmOf(profile.state),
    countryId: idOf(profile.country),
    countryNm: nmOf(profile.country),
    genderId: idOf(profile.gender),
    genderNm: nmOf(profile.gender),
  };
}

export function nestedOf(id: string | null, nm: string | null): IdName | null {
  return id ? { id, nm: nm ?? '' } : null;
}
