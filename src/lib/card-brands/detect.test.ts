import { describe, expect, it } from 'vitest';
import { cardBrandOf } from './detect';

describe('cardBrandOf', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4000', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2221 0000 0000 0009', 'mastercard'],
    ['2720 9900 0000 0000', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3400', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['6500', 'discover'],
    ['6445', 'discover'],
    ['6221 2600 0000 0000', 'discover'],
    ['3530 1113 3330 0000', 'jcb'],
    ['3589', 'jcb'],
    ['3056 9309 0259 04', 'diners'],
    ['3600', 'diners'],
    ['3095', 'diners'],
    ['6200 0000 0000 0005', 'unionpay'],
    ['6229 2600 0000 0000', 'unionpay'],
    ['8100', 'unionpay'],
  ])('detects %s as %s', (number, key) => {
    expect(cardBrandOf(number)).toBe(key);
  });

  it('accepts dashes', () => {
    expect(cardBrandOf('4242-4242')).toBe('visa');
  });

  it('returns null for unknown, too short, empty or non-numeric input', () => {
    expect(cardBrandOf('9999 9999')).toBeNull();
    expect(cardBrandOf('2720 ')).toBe('mastercard');
    expect(cardBrandOf('2730')).toBeNull();
    expect(cardBrandOf('5')).toBeNull();
    expect(cardBrandOf('')).toBeNull();
    expect(cardBrandOf(undefined)).toBeNull();
    expect(cardBrandOf('4242abcd')).toBeNull();
  });
});
