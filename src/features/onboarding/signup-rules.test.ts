import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGNUP,
  normaliseSubdomainInput,
  subdomainProblem,
  suggestSubdomain,
  validateSignup,
  type SignupValues,
} from './signup-rules';

const GOOD: SignupValues = {
  companyName: 'Northwind Logistics',
  adminName: 'Daniel Okafor',
  email: 'daniel.okafor@northwind-logistics.com',
  password: 'Harbour#2026',
  subdomain: 'northwind',
  countryCode: 'IN',
  timezone: 'Asia/Kolkata',
  acceptTerms: true,
};

describe('signup rules', () => {
  it('accepts the contract example', () => {
    expect(validateSignup(GOOD, ['Asia/Kolkata'])).toEqual({});
  });

  it('names every missing field', () => {
    expect(Object.keys(validateSignup(EMPTY_SIGNUP, [])).sort()).toEqual(
      ['acceptTerms', 'adminName', 'companyName', 'countryCode', 'email', 'password', 'subdomain', 'timezone'].sort(),
    );
  });

  it('applies the shared patterns', () => {
    const errors = validateSignup(
      { ...GOOD, adminName: 'Daniel  Okafor', email: '.daniel@northwind.com', password: 'harbour#2026' },
      ['Asia/Kolkata'],
    );
    expect(errors.adminName).toBe('Use letters with single spaces between names');
    expect(errors.email).toMatch(/valid e-mail/);
    expect(errors.password).toBe('Use both upper and lower case letters');
  });

  it('refuses a time zone of another country', () => {
    expect(validateSignup({ ...GOOD, timezone: 'America/Chicago' }, ['Asia/Kolkata']).timezone).toBe(
      'Choose a time zone of the selected country',
    );
  });

  it('keeps subdomains to one lower-case domain label of 3 to 63 characters', () => {
    expect(subdomainProblem('ab')).toBe('Use 3 to 63 characters');
    expect(subdomainProblem('-acme')).toMatch(/hyphens only between/);
    expect(subdomainProblem('Acme')).toMatch(/lower-case/);
    expect(subdomainProblem('acme-jobs-2')).toBeNull();
    expect(normaliseSubdomainInput('North Wind_Jobs!.io')).toBe('north-wind-jobs-io');
    expect(suggestSubdomain('Café & Co. (Paris)')).toBe('cafe-co-paris');
  });
});
