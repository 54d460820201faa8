import { describe, expect, it } from 'vitest';
import { intersect, union } from './recent-matches.ts';

/** A seeded generator (mulberry32), so that a failure is the same every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `size` distinct slots below `below`, ascending. */
function slots(r: () => number, size: number, below: number): Int32Array {
  const set = new Set<number>();
  while (set.size < Math.min(size, below)) set.add(Math.floor(r() * below));
  return Int32Array.from([...set].sort((a, b) => a - b));
}

describe('sets of held jobs', () => {
  const r = random(51);
  // Equal sizes, a rare word against a common one (the galloping), empty and one-slot lists.
  const sizes = [
    [300, 300],
    [3, 20_000],
    [20_000, 7],
    [0, 500],
    [1, 1],
    [1_000, 60_000],
  ] as const;

  it('intersect as the sets do, whichever list is the larger', () => {
    for (const [m, n] of sizes) {
      const a = slots(r, m, 100_000);
      const b = slots(r, n, 100_000);
      const inB = new Set(b);
      expect([...intersect(a, b)]).toEqual([...a].filter((s) => inB.has(s)));
    }
    // Every slot of the smaller list in the larger, and none.
    const large = slots(r, 5_000, 10_000);
    const some = large.filter((_, i) => i % 97 === 0);
    expect([...intersect(some, large)]).toEqual([...some]);
    expect(intersect(Int32Array.of(10_001, 10_002), large)).toHaveLength(0);
  });

  it('unite any number of lists, each slot once, ascending', () => {
    for (const count of [0, 1, 2, 3, 5, 8]) {
      const lists = Array.from({ length: count }, (_, i) => slots(r, [0, 40, 2_000, 17][i % 4] ?? 0, 5_000));
      const expected = [...new Set(lists.flatMap((l) => [...l]))].sort((a, b) => a - b);
      expect([...union(lists)]).toEqual(expected);
    }
  });
});
