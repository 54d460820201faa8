import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount';

describe('formatAmount', () => {
  it('shows 2 decimals', () => {
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(12.345)).toBe('12.35');
    expect(formatAmount('7.5')).toBe('7.50');
  });

  it('shows the absolute value', () => {
    expect(formatAmount(-49.9)).toBe('49.90');
  });

  it("shows '00.00' for a missing amount", () => {
    expect(formatAmount(undefined)).toBe('00.00');
    expect(formatAmount(null)).toBe('00.00');
    expect(formatAmount('')).toBe('00.00');
    expect(formatAmount('n/a')).toBe('00.00');
  });

  it('keeps zero as a real amount', () => {
    expect(formatAmount(0)).toBe('0.00');
  });
});
