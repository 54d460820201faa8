import { describe, expect, it } from 'vitest';
import { roundTrips, toPlan } from './capture.ts';

const st = (sql: string, start: number, end: number) => ({ sql, params: [], start, end });

describe('toPlan', () => {
  it('makes a statement wait for those that had ended when it started, and no others', () => {
    // host lookup; then categories and keyword probe together; then page and facets; then companies.
    const plan = toPlan([
      st('page', 30, 45),
      st('host', 0, 10),
      st('categories', 11, 20),
      st('probe', 12, 25),
      st('facets', 31, 50),
      st('companies', 51, 55),
    ]);
    expect(plan.map((s) => s.sql)).toEqual(['host', 'categories', 'probe', 'page', 'facets', 'companies']);
    expect(plan.map((s) => s.after)).toEqual([[], [0], [0], [0, 1, 2], [0, 1, 2], [0, 1, 2, 3, 4]]);
    expect(roundTrips(plan)).toBe(4);
  });

  it('runs statements that overlapped concurrently again', () => {
    const plan = toPlan([st('a', 0, 10), st('b', 1, 5), st('c', 2, 8)]);
    expect(plan.every((s) => s.after.length === 0)).toBe(true);
    expect(roundTrips(plan)).toBe(1);
  });

  it('keeps a read-only transaction on one client, and refuses one that writes', () => {
    const on = (client: number, sql: string, start: number, end: number) => ({ ...st(sql, start, end), client });
    const plan = toPlan([
      on(1, 'host', 0, 1),
      on(2, 'begin', 2, 3),
      on(2, 'set local enable_indexscan = off', 4, 5),
      on(3, 'select other', 4, 6),
      on(2, 'select count(*)', 6, 7),
      on(2, 'commit', 8, 9),
      on(4, 'select after', 10, 11),
    ]);
    expect(plan.map((s) => s.session)).toEqual([undefined, 1, 1, undefined, 1, 1, undefined]);
    expect(() => toPlan([on(1, 'begin', 0, 1), on(1, 'update jobs set x = 1', 2, 3), on(1, 'commit', 4, 5)])).toThrow(
      /wrote in a transaction/,
    );
  });

  it('needs no round trip for no statement', () => {
    expect(roundTrips(toPlan([]))).toBe(0);
  });
});
