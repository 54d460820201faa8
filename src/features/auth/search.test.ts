import { describe, expect, it } from 'vitest';
import { validateEmailSearch, validateOtpSearch } from './search';

describe('account search params', () => {
  it('keeps a trimmed e-mail and drops anything else, passwords included', () => {
    expect(validateEmailSearch({ email: ' priya@gmail.com ', password: 'Sunrise@2024' })).toEqual({
      email: 'priya@gmail.com',
    });
    expect(validateEmailSearch({ email: 42 })).toEqual({});
    expect(validateEmailSearch({ email: '   ' })).toEqual({});
  });

  it('accepts only the two code purposes', () => {
    expect(validateOtpSearch({ email: 'a@b.co', purpose: 'reset_password' })).toEqual({
      email: 'a@b.co',
      purpose: 'reset_password',
    });
    expect(validateOtpSearch({ purpose: 'delete_account' })).toEqual({});
  });
});
