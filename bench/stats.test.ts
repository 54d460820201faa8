import { describe, expect, it } from 'vitest';
import { compare, percentile, ratio, summarise, type Summary } from './stats.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('is the value at the rank ceil(p% of n)', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 51)).toBe(30);
  });

  it('never interpolates a latency that was not measured', () => {
    expect(percentile([1, 1000], 50)).toBe(1);
    expect(percentile([1, 1000], 95)).toBe(1000);
  });

  it('gives the minimum at p0 and the maximum at p100', () => {
    expect(percentile([3, 5, 8], 0)).toBe(3);
    expect(percentile([3, 5, 8], 100)).toBe(8);
    expect(percentile([7], 99)).toBe(7);
  });

  it('refuses no values and percentages out of range', () => {
    expect(() => percentile([], 50)).toThrow(/no values/);
    expect(() => percentile([1], 101)).toThrow(/0\.\.100/);
    expect(() => percentile([1], Number.NaN)).toThrow(/0\.\.100/);
  });
});

describe('summarise', () => {
  it('sorts numerically, not as text, and derives throughput from the elapsed time', () => {
    const s = summarise({ latenciesMs: [100, 9, 20, 3, 1000], elapsedMs: 2000, errors: 1 });
    expect(s).toEqual({ requests: 5, errors: 1, p50: 20, p95: 1000, p99: 1000, mean: 226.4, max: 1000, rps: 2.5 });
  });

  it('refuses a run where nothing completed', () => {
    expect(() => summarise({ latenciesMs: [], elapsedMs: 1000, errors: 3 })).toThrow(/no request completed/);
    expect(() => summarise({ latenciesMs: [1], elapsedMs: 0, errors: 0 })).toThrow(/positive/);
  });
});

describe('compare', () => {
  const summary = (p50: number, p95: number, p99: number, rps: number): Summary => ({
    requests: 1,
    errors: 0,
    p50,
    p95,
    p99,
    mean: p50,
    max: p99,
    rps,
  });

  it('puts HTTP over SQL for latency and for throughput', () => {
    const c = compare(summary(6, 12, 30, 400), summary(4, 8, 10, 800));
    expect(c.latencyHttpOverSql).toEqual({ p50: 1.5, p95: 1.5, p99: 3 });
    expect(c.throughputHttpOverSql).toBe(0.5);
  });

  it('refuses to divide by a zero measurement', () => {
    expect(() => ratio(1, 0)).toThrow(/non-positive/);
    expect(() => compare(summary(1, 1, 1, 1), summary(0, 1, 1, 1))).toThrow(/non-positive/);
  });
});
