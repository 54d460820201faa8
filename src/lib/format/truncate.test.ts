import { describe, expect, it } from 'vitest';
import { truncate, truncateMiddle } from './truncate';

describe('truncate', () => {
  it('keeps text up to the limit untouched', () => {
    expect(truncate('Frontend Engineer')).toBe('Frontend Engineer');
    expect(truncate('x'.repeat(25))).toBe('x'.repeat(25));
  });

  it('cuts to 25 characters by default, ellipsis included', () => {
    const out = truncate('Senior Frontend Engineer, Payments Platform');
    expect(out).toBe('Senior Frontend Engineer…');
    expect(out).toHaveLength(25);
  });

  it('takes a custom limit and drops trailing spaces before the ellipsis', () => {
    expect(truncate('Product Designer', 9)).toBe('Product…');
  });

  it('returns an empty string for missing text', () => {
    expect(truncate(undefined)).toBe('');
  });
});

describe('truncateMiddle', () => {
  it('keeps text up to 30 characters untouched', () => {
    expect(truncateMiddle('resume.pdf')).toBe('resume.pdf');
  });

  it('keeps the start and the end with an ellipsis in the middle', () => {
    const out = truncateMiddle('annual-report-of-the-company-for-2026.pdf');
    expect(out).toHaveLength(30);
    expect(out.startsWith('annual-report-o')).toBe(true);
    expect(out.endsWith('for-2026.pdf')).toBe(true);
    expect(out).toContain('…');
  });

  it('takes a custom limit', () => {
    expect(truncateMiddle('abcdefghij', 5)).toBe('ab…ij');
  });
});
