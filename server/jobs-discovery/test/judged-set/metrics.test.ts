// The judged set's measures against values worked out by hand, so a wrong formula cannot hide
// behind figures that only look plausible. No database: it sits under server/ beside what it
// tests, so the api project runs it (the node project takes only the folders it lists).
import { describe, expect, it } from 'vitest';
import { ceilUp, dcg, floorDown, ndcgAt, precisionAt, summary, summaryByClass, type Run } from './metrics.ts';

const grades = { a: 3, b: 2, c: 1 } as const;
// Ideal order a, b, c: 7/log2(2) + 3/log2(3) + 1/log2(4) = 7 + 1.892789 + 0.5.
const IDEAL = 9.392789;

describe('dcg', () => {
  it('weighs gain 2^g - 1 by 1 / log2(rank + 1)', () => {
    expect(dcg([])).toBe(0);
    expect(dcg([3])).toBe(7);
    expect(dcg([3, 2, 1])).toBeCloseTo(IDEAL, 5);
    expect(dcg([0, 3])).toBeCloseTo(7 / Math.log2(3), 10);
  });
});

describe('ndcgAt', () => {
  it('is 1 for the ideal order and less for a worse one', () => {
    expect(ndcgAt(['a', 'b', 'c'], grades)).toBeCloseTo(1, 10);
    // c, b, a: 1 + 1.892789 + 7/2 = 6.392789.
    expect(ndcgAt(['c', 'b', 'a'], grades)).toBeCloseTo(6.392789 / IDEAL, 5);
    // x, a: 7/log2(3) = 4.416508.
    expect(ndcgAt(['x', 'a'], grades)).toBeCloseTo(4.416508 / IDEAL, 5);
    expect(ndcgAt(['x', 'y'], grades)).toBe(0);
    expect(ndcgAt([], grades)).toBe(0);
  });

  it('counts the first k results only', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `x${i}`);
    expect(ndcgAt([...ten, 'a'], grades)).toBe(0);
    expect(ndcgAt([...ten.slice(0, 2), 'a'], grades, 2)).toBe(0);
  });

  it('takes the ideal from every judged job, returned or not, best k of them', () => {
    // Twelve jobs of grade 1: the ideal is ten of them, sum of 1/log2(i + 1) for i = 1..10 = 4.543559.
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`j${i}`, 1 as const]));
    expect(ndcgAt(['j0'], many)).toBeCloseTo(1 / 4.543559, 5);
    // Only b returned, first: 3 of the ideal 9.392789.
    expect(ndcgAt(['b'], grades)).toBeCloseTo(3 / IDEAL, 5);
  });

  it('is 0 for a query without judgments', () => {
    expect(ndcgAt(['a'], {})).toBe(0);
  });
});

describe('precisionAt', () => {
  it('counts grade 2 and above among the first five, an empty place as a miss', () => {
    expect(precisionAt(['a', 'x', 'b', 'c', 'y'], grades)).toBeCloseTo(0.4, 10);
    expect(precisionAt(['a'], grades)).toBeCloseTo(0.2, 10);
    expect(precisionAt(['c', 'c2'], grades)).toBe(0);
    expect(precisionAt([], grades)).toBe(0);
    expect(precisionAt(['x', 'x', 'x', 'x', 'x', 'a'], grades)).toBe(0);
  });
});

describe('summaries', () => {
  const runs: Run<'p' | 'q'>[] = [
    { query: 'nothing', cls: 'p', grades, ranked: [] },
    { query: 'ideal', cls: 'p', grades, ranked: ['a', 'b', 'c'] },
    { query: 'reversed', cls: 'q', grades, ranked: ['c', 'b', 'a'] },
  ];

  it('averages a set of queries, with the share that found nothing', () => {
    const s = summary(runs.slice(0, 2));
    expect(s.queries).toBe(2);
    expect(s.ndcg).toBeCloseTo(0.5, 10);
    expect(s.p5).toBeCloseTo(0.2, 10);
    expect(s.zeroRate).toBe(0.5);
    expect(summary([])).toEqual({ queries: 0, ndcg: 0, p5: 0, zeroRate: 0 });
  });

  it('summarises each class and every query together', () => {
    const by = summaryByClass(runs, ['p', 'q']);
    expect(Object.keys(by)).toEqual(['overall', 'p', 'q']);
    expect(by.p).toEqual(summary(runs.slice(0, 2)));
    expect(by.q.ndcg).toBeCloseTo(6.392789 / IDEAL, 5);
    expect(by.overall.queries).toBe(3);
    expect(by.overall.ndcg).toBeCloseTo((0 + 1 + 6.392789 / IDEAL) / 3, 5);
    expect(by.overall.zeroRate).toBeCloseTo(1 / 3, 10);
  });
});

describe('rounding for floors', () => {
  it('rounds a floor down and a ceiling up to two decimals, exact figures kept', () => {
    expect(floorDown(0.6789)).toBe(0.67);
    expect(floorDown(0.57)).toBe(0.57); // 0.57 * 100 is 56.99999999999999
    expect(floorDown(1)).toBe(1);
    expect(ceilUp(0.0417)).toBe(0.05);
    expect(ceilUp(0.1)).toBe(0.1); // 0.1 * 100 is 10.000000000000002
    expect(ceilUp(0)).toBe(0);
  });
});
