import { describe, expect, it } from 'vitest';
import { reviewCount } from './review-count';

describe('reviewCount', () => {
  it('shows the count up to 50', () => {
    expect(reviewCount(0)).toBe('0');
    expect(reviewCount(50)).toBe('50');
  });

  it("shows '50+' above 50", () => {
    expect(reviewCount(51)).toBe('50+');
    expect(reviewCount(1200)).toBe('50+');
  });

  it('treats a missing count as zero', () => {
    expect(reviewCount(undefined)).toBe('0');
  });
});
