import { describe, expect, it } from 'vitest';
import { compactNumber } from './compact-number';

describe('compactNumber', () => {
  it('keeps numbers below a thousand as they are', () => {
    expect(compactNumber(0)).toBe('0');
    expect(compactNumber(999)).toBe('999');
  });

  it("uses 'k' from a thousand", () => {
    expect(compactNumber(1000)).toBe('1k');
    expect(compactNumber(1500)).toBe('1.5k');
    expect(compactNumber(12_345)).toBe('12.3k');
    expect(compactNumber(999_000)).toBe('999k');
  });

  it("uses 'M' from a million", () => {
    expect(compactNumber(2_000_000)).toBe('2M');
    expect(compactNumber(1_250_000)).toBe('1.3M');
  });

  it("promotes to 'M' instead of showing 1000k", () => {
    expect(compactNumber(999_960)).toBe('1M');
  });

  it('keeps the sign and treats missing values as zero', () => {
    expect(compactNumber(-1500)).toBe('-1.5k');
    expect(compactNumber(undefined)).toBe('0');
    expect(compactNumber(Number.NaN)).toBe('0');
  });
});
