import { describe, expect, it } from 'vitest';
import { criteriaOf, describeAlert, describeCriteria, frequenciesOf } from './alert-criteria';

describe('job alert criteria from a search', () => {
  it('keeps what the search chose and drops what it could not have meant', () => {
    expect(
      criteriaOf({
        q: 'rust',
        category: 'c1',
        type: 'CONTRACT',
        workplace: 'WFH,HYBRID,moon',
        location: 'city',
        exp: 3,
      }),
    ).toEqual({
      keyword: 'rust',
      categoryIds: ['c1'],
      employmentTypes: ['CONTRACT'],
      workplaceTypes: ['WFH', 'HYBRID'],
      cityId: 'city',
      experienceYears: 3,
    });
    expect(criteriaOf({ type: 'SOMETIMES', salaryMin: 100 })).toEqual({});
    expect(criteriaOf({ salaryMin: 100, currency: 'INR' })).toEqual({ salaryMin: 100, currencyCode: 'INR' });
  });

  it('describes an alert in words, or as all new jobs', () => {
    const none = {
      keyword: null,
      categories: [],
      employmentTypes: [],
      workplaceTypes: [],
      city: null,
      country: null,
      experienceYears: null,
      salaryMin: null,
      currencyCode: null,
    };
    expect(describeAlert(none)).toBe('All new jobs');
    expect(
      describeAlert({ ...none, keyword: 'rust', city: { id: 'x', nm: 'Pune' }, workplaceTypes: ['WFH', 'HYBRID'] }),
    ).toBe('“rust” · Pune · Remote or Hybrid');
  });

  it('describes a search before it is saved the way the saved alert reads', () => {
    expect(describeCriteria(criteriaOf({}))).toBe('All new jobs');
    expect(describeCriteria(criteriaOf({ q: 'rust', type: 'CONTRACT', salaryMin: 5000, currency: 'EUR' }))).toBe(
      '“rust” · Contract · from 5,000 EUR',
    );
  });

  it('offers the frequencies the plan has, daily first', () => {
    expect(frequenciesOf(['job_alert_weekly', 'job_alert_daily'])).toEqual(['daily', 'weekly']);
    expect(frequenciesOf(['job_alert_weekly'])).toEqual(['weekly']);
    expect(frequenciesOf(undefined)).toEqual([]);
  });
});
