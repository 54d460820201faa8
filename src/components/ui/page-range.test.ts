import { describe, expect, it } from 'vitest';
import { pageForNewLimit, pageRange, rangeLabel } from './page-range';

describe('pageRange', () => {
  it('computes the items of a middle page', () => {
    expect(pageRange(2, 10, 134)).toEqual({ page: 2, from: 11, to: 20, totalPages: 14 });
  });

  it('stops the last page at the total', () => {
    expect(pageRange(14, 10, 134)).toEqual({ page: 14, from: 131, to: 134, totalPages: 14 });
  });

  it('keeps the page within bounds', () => {
    expect(pageRange(99, 20, 45).page).toBe(3);
    expect(pageRange(0, 20, 45).page).toBe(1);
  });

  it('has no pages and no items for an empty list', () => {
    expect(pageRange(3, 10, 0)).toEqual({ page: 1, from: 0, to: 0, totalPages: 0 });
  });
});

describe('rangeLabel', () => {
  it("reads 'Showing 11–20 of 134'", () => {
    expect(rangeLabel(pageRange(2, 10, 134), 134)).toBe('Showing 11–20 of 134');
  });

  it('groups large numbers', () => {
    expect(rangeLabel(pageRange(101, 10, 1234), 1234)).toBe('Showing 1,001–1,010 of 1,234');
  });

  it("reads 'No results' for an empty list", () => {
    expect(rangeLabel(pageRange(1, 10, 0), 0)).toBe('No results');
  });
});

describe('pageForNewLimit', () => {
  it('keeps the first visible item on screen', () => {
    expect(pageForNewLimit(41, 20)).toBe(3);
    expect(pageForNewLimit(41, 50)).toBe(1);
    expect(pageForNewLimit(0, 50)).toBe(1);
  });
});
