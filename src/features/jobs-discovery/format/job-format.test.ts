import { describe, expect, it } from 'vitest';
import { experienceLabel, locationLabel, postedLabel, salaryLabel } from './job-format';

describe('job labels', () => {
  it('formats salaries with the currency formatter, or says they are not disclosed', () => {
    expect(salaryLabel({ min: 2400000, max: 3600000, currencyCode: 'INR', period: 'YEARLY' })).toBe(
      '₹24,00,000 – ₹36,00,000 a year',
    );
    expect(salaryLabel({ min: 32.5, max: 32.5, currencyCode: 'EUR', period: 'HOURLY' })).toBe('€32.50 an hour');
    expect(salaryLabel(null)).toBe('Salary not disclosed');
  });

  it('names a work-from-home location as such', () => {
    const city = { id: 'c', nm: 'Pune' };
    const state = { id: 's', nm: 'Maharashtra' };
    const country = { id: 'n', nm: 'India' };
    expect(locationLabel({ locationType: 'CITY', city, state, country, address: null })).toBe('Pune, India');
    expect(locationLabel({ locationType: 'CITY', city, state, country, address: null }, true)).toBe(
      'Pune, Maharashtra, India',
    );
    expect(locationLabel({ locationType: 'WFH', city: null, state: null, country, address: null })).toBe(
      'Work from home',
    );
    expect(locationLabel({ locationType: 'WFH', city: null, state: null, country, address: null }, true)).toBe(
      'Work from home (India)',
    );
    expect(locationLabel(null)).toBe('Location not specified');
  });

  it('reads experience and posting dates naturally', () => {
    expect(experienceLabel({ min: 4, max: 8 })).toBe('4–8 years');
    expect(experienceLabel({ min: 0, max: 0 })).toBe('Fresher');
    expect(experienceLabel({ min: 1, max: 1 })).toBe('1 year');
    const now = new Date(2026, 2, 15, 12);
    expect(postedLabel(new Date(2026, 2, 15, 8), now)).toBe('Posted today');
    expect(postedLabel(new Date(2026, 2, 14, 8), now)).toBe('Posted yesterday');
    expect(postedLabel(new Date(2026, 0, 5, 8), now)).toBe('Posted 05 Jan 2026');
  });
});
