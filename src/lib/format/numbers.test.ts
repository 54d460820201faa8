import { describe, expect, it } from 'vitest';
import { formatNumber, type Grouping } from './numbers';

/** Numbers of every size and sign, with halves and long fractions, from a fixed seed. */
function samples(): number[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const out = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.0005, 1.005, 999, 1000, 99999, 100000, 1234567.891, 1e20, -1e15];
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 16 - 4);
    const value = (next() - 0.3) * magnitude;
    out.push(value, Math.round(value), Math.round(value * 100) / 100, Math.round(value * 1000 + 0.5) / 1000);
  }
  return out;
}

describe('formatNumber', () => {
  const cases: Array<[Grouping, number, number]> = [
    ['en-US', 0, 3],
    ['en-US', 2, 2],
    ['en-US', 0, 0],
    ['en-IN', 2, 2],
    ['en-IN', 0, 3],
  ];
  for (const [grouping, minFraction, maxFraction] of cases)
    it(`writes what Intl writes for ${grouping}, ${minFraction}–${maxFraction} decimals`, () => {
      const intl = new Intl.NumberFormat(grouping, {
        minimumFractionDigits: minFraction,
        maximumFractionDigits: maxFraction,
      });
      const differ = samples().filter(
        (n) => formatNumber(n, { grouping, minFraction, maxFraction }) !== intl.format(n),
      );
      expect(differ.map((n) => [n, formatNumber(n, { grouping, minFraction, maxFraction }), intl.format(n)])).toEqual(
        [],
      );
    });

  it('groups as each place writes large numbers', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(12345678.5, { grouping: 'en-IN', minFraction: 2, maxFraction: 2 })).toBe('1,23,45,678.50');
    expect(formatNumber(-0.0004)).toBe('-0');
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});
