// A seeded random source for the fuzz test (mulberry32 over an FNV-1a hash of the seed), so the
// same seed always builds the same requests: a failure found once is found again.
export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, n). */
  int: (n: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** Up to `k` distinct items, in a seeded order. */
  sample: <T>(items: readonly T[], k: number) => T[];
};

function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function rngFor(seed: string): Rng {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (items) => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample: (items, k) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
      }
      return pool.slice(0, k);
    },
  };
}
