import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC,
  DIAL_CODE,
  DOMAIN_LABEL,
  EMAIL,
  emailProblem,
  FULL_NAME,
  MASTER_VALUE,
  MOBILE,
  OTP,
  PASSWORD,
  passwordProblem,
  requiredText,
  UNICODE_TEXT,
} from './text-patterns.ts';

describe('text patterns', () => {
  it('alphanumeric needs a letter and a digit', () => {
    expect(ALPHANUMERIC.test('abc123')).toBe(true);
    expect(ALPHANUMERIC.test('abcdef')).toBe(false);
    expect(ALPHANUMERIC.test('123456')).toBe(false);
    expect(ALPHANUMERIC.test('abc 123')).toBe(false);
  });

  it('a full name is letters with single spaces', () => {
    expect(FULL_NAME.test('Priya Raman')).toBe(true);
    expect(FULL_NAME.test('Priya  Raman')).toBe(false);
    expect(FULL_NAME.test(' Priya')).toBe(false);
    expect(FULL_NAME.test('Priya3')).toBe(false);
    expect(FULL_NAME.test('José Álvarez')).toBe(true);
  });

  it('a password needs 8 characters with upper, lower, digit and a special of @$^~!%*#?&', () => {
    expect(PASSWORD.test('Str0ng!pass')).toBe(true);
    expect(PASSWORD.test('Sh0rt!')).toBe(false);
    expect(PASSWORD.test('nouppercase1!')).toBe(false);
    expect(PASSWORD.test('NOLOWERCASE1!')).toBe(false);
    expect(PASSWORD.test('NoDigits!!')).toBe(false);
    expect(PASSWORD.test('NoSpecial12')).toBe(false);
    expect(passwordProblem('NoSpecial12')).toBe('Use at least one of @$^~!%*#?&');
    expect(passwordProblem('Str0ng!pass')).toBeNull();
  });

  it('an e-mail has no leading dot and a 2 to 10 letter suffix', () => {
    expect(EMAIL.test('priya.raman@northwind.io')).toBe(true);
    expect(EMAIL.test('.priya@northwind.io')).toBe(false);
    expect(EMAIL.test('priya@northwind.i')).toBe(false);
    expect(EMAIL.test('priya@northwind.abcdefghijk')).toBe(false);
    expect(EMAIL.test('priya@northwind')).toBe(false);
  });

  it('an OTP is six digits; a domain label is alphanumeric with inner hyphens', () => {
    expect(OTP.test('042917')).toBe(true);
    expect(OTP.test('42917')).toBe(false);
    expect(OTP.test('04291a')).toBe(false);
    expect(DOMAIN_LABEL.test('acme-jobs')).toBe(true);
    expect(DOMAIN_LABEL.test('-acme')).toBe(false);
    expect(DOMAIN_LABEL.test('acme-')).toBe(false);
  });

  it('the required-text rule trims, refuses blank input with the given message, and allows unicode letters', () => {
    expect(requiredText('  Zürich Office 2 ', 'Name is required')).toEqual({ ok: true, value: 'Zürich Office 2' });
    expect(requiredText('   ', 'Name is required')).toEqual({ ok: false, message: 'Name is required' });
    expect(requiredText('a<b>', 'Name is required').ok).toBe(false);
    expect(UNICODE_TEXT.test('東京 2')).toBe(true);
  });

  it('an e-mail problem names blank input with the caller’s words, and anything else alike', () => {
    expect(emailProblem('  ', 'Enter your work e-mail')).toBe('Enter your work e-mail');
    expect(emailProblem('priya@')).toBe('Enter a valid e-mail address, like name@company.com');
    expect(emailProblem(`${'a'.repeat(250)}@x.com`)).toBe('Enter a valid e-mail address, like name@company.com');
    expect(emailProblem(' priya@brightpath.in ')).toBeNull();
    expect(DIAL_CODE.test('+880')).toBe(true);
    expect(MOBILE.test('98 45')).toBe(false);
  });

  it('a value added to the lists allows the punctuation of names such as C++ and B.Tech', () => {
    expect(MASTER_VALUE.test('C++')).toBe(true);
    expect(MASTER_VALUE.test('Université Paris-Saclay')).toBe(true);
    expect(MASTER_VALUE.test('...')).toBe(false);
    expect(MASTER_VALUE.test('<b>')).toBe(false);
  });
});

describe('the patterns the contract validates with', () => {
  it('are exactly the shared ones, so the web app and the server refuse the same input', async () => {
    const { readFileSync } = await import('node:fs');
    type Props = Record<string, { pattern?: string }>;
    const doc = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
      components: { schemas: Record<string, { properties?: Props }> };
    };
    const input = doc.components.schemas.CandidateRegisterInput?.properties ?? {};
    expect(input.firstName?.pattern).toBe(FULL_NAME.source);
    expect(input.email?.pattern).toBe(EMAIL.source);
    expect(input.password?.pattern).toBe(PASSWORD.source);
    expect(doc.components.schemas.MasterCreateInput?.properties?.nm?.pattern).toBe(MASTER_VALUE.source);
    expect(input.countryCode?.pattern).toBe(DIAL_CODE.source);
    expect(input.mobNo?.pattern).toBe(MOBILE.source);
  });
});
