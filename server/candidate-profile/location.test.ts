import { describe, expect, it } from 'vitest';
import { toFlat, toNested, type Flat, type Nested } from './location.ts';

const nested: Nested = {
  city: { id: 'c-pune', nm: 'Pune' },
  state: { id: 's-mh', nm: 'Maharashtra' },
  country: { id: 'IN', nm: 'India' },
  gender: { id: 'g-f', nm: 'Female' },
};
const flat: Flat = {
  cityId: 'c-pune',
  cityNm: 'Pune',
  stateId: 's-mh',
  stateNm: 'Maharashtra',
  countryId: 'IN',
  countryNm: 'India',
  genderId: 'g-f',
  genderNm: 'Female',
};

describe('profile location shapes (spec §3)', () => {
  it('nested to flat copies id and nm, and a null object gives two nulls', () => {
    expect(toFlat(nested)).toEqual(flat);
    expect(toFlat({ ...nested, state: null, gender: null })).toEqual({
      ...flat,
      stateId: null,
      stateNm: null,
      genderId: null,
      genderNm: null,
    });
  });

  it('flat to nested builds {id, nm} when the id is set, null otherwise', () => {
    expect(toNested(flat)).toEqual(nested);
    expect(toNested({ ...flat, cityId: null, cityNm: 'Pune' }).city).toBeNull();
  });

  it('each is the inverse of the other', () => {
    expect(toNested(toFlat(nested))).toEqual(nested);
    expect(toFlat(toNested(flat))).toEqual(flat);
    const sparse: Flat = { ...flat, stateId: null, stateNm: null };
    expect(toFlat(toNested(sparse))).toEqual(sparse);
  });
});
