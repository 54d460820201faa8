import { describe, expect, it } from 'vitest';
import { getGetCompanyResponseMock } from '@generated/api/companies/companies.msw';
import {
  companyToValues,
  emptyCompanyValues,
  toSetupInput,
  validateCompany,
  type CompanyValues,
} from './company-values';

const filled = (): CompanyValues => ({
  ...emptyCompanyValues('Tidewater Freight'),
  industry: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', nm: 'Logistics and Supply Chain' },
  size: '51-200',
  countryId: 'c1',
  city: { id: 'city-1', nm: 'Pune' },
});

describe('company values', () => {
  it('asks for the required fields and refuses bad years and addresses', () => {
    expect(Object.keys(validateCompany(emptyCompanyValues()))).toEqual([
      'name',
      'industry',
      'size',
      'countryId',
      'city',
    ]);
    const errors = validateCompany(
      {
        ...filled(),
        foundedYear: '1700',
        website: 'tidewater.example.com',
        socials: { ...filled().socials, linkedin: 'linkedin.com/x' },
      },
      new Date('2026-06-01'),
    );
    expect(errors).toEqual({
      foundedYear: 'Enter a year between 1800 and 2026',
      website: 'Enter the full address, starting with https://',
      'social.linkedin': 'Enter the full LinkedIn address, starting with https://',
    });
    expect(validateCompany(filled())).toEqual({});
  });

  it('sends the about text as HTML and empty optional fields as null', () => {
    const input = toSetupInput({
      ...filled(),
      about: 'We move freight.\n\n- Cold chain\n- Depots',
      foundedYear: '2012',
      address: '  ',
    });
    expect(input).toMatchObject({
      name: 'Tidewater Freight',
      about: '<p>We move freight.</p><ul><li>Cold chain</li><li>Depots</li></ul>',
      industryId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      size: '51-200',
      foundedYear: 2012,
      website: null,
      location: { countryId: 'c1', stateId: null, cityId: 'city-1', address: null },
      socials: { linkedin: null, twitter: null, facebook: null, instagram: null, youtube: null },
    });
  });

  it('checks and sends the benefits and photos', () => {
    expect(validateCompany({ ...filled(), benefits: ['Gym', 'x'] }).benefits).toBe(
      '“x” is too short: each benefit needs 2 to 80 characters',
    );
    expect(validateCompany({ ...filled(), benefits: Array.from({ length: 21 }, (_, i) => `Perk ${i}`) }).benefits).toBe(
      'Keep at most 20 benefits',
    );
    expect(
      validateCompany({ ...filled(), photos: Array.from({ length: 13 }, (_, i) => `/files/p${i}.jpg`) }).photos,
    ).toBe('Keep at most 12 photos');
    const input = toSetupInput({ ...filled(), benefits: [' Gym ', 'Gym', 'Parental leave'], photos: ['/files/a.jpg'] });
    expect(input.benefits).toEqual(['Gym', 'Parental leave']);
    expect(input.photos).toEqual(['/files/a.jpg']);
  });

  it('reads a saved company back into the form', () => {
    const company = getGetCompanyResponseMock().data;
    const values = companyToValues(company);
    expect(values.name).toBe(company.name);
    expect(values.city?.id).toBe(company.location.city?.id);
    expect(values.about).not.toContain('<p>');
    expect(toSetupInput(values).about).toContain('<p>');
  });
});
