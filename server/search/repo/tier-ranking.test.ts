// The order of relevance from its tiers: every match read at once, or the newest of them with the
// rest asked for.
import { describe, expect, it } from 'vitest';
import { allTiers, newestTiers, ranked, rankedFrom, type Match, type Tiers } from './tier-ranking.ts';

// Newest first; a tier-3 row is in tier 2 too, as doc_ab holds doc_a.
const m = (user_id: string, tier: 0 | 1 | 2 | 3): Match => ({ user_id, t3: tier === 3, t2: tier >= 2, abc: tier >= 1 });

describe('rankedFrom', () => {
  const matches = [m('a0', 0), m('b1', 1), m('c3', 3), m('d2', 2), m('e0', 0), m('f3', 3), m('g1', 1), m('h2', 2)];

  it('gives the titles, newest first, when they fill the page', async () => {
    expect(await rankedFrom(matches, 2, 1000)).toEqual(['c3', 'f3']);
  });

  it('goes on with the skills, then companies and education, then the about text', async () => {
    expect(await rankedFrom(matches, 8, 1000)).toEqual(['c3', 'f3', 'd2', 'h2', 'b1', 'g1', 'a0', 'e0']);
  });

  it('puts the lower tiers in order only among the newest of them, past which activity alone', async () => {
    const older = [m('a0', 0), m('c3', 3), m('e0', 0), m('d2', 2), m('x0', 0), m('g1', 1)];
    // Known: c3 and d2; the newest 2 + max(3, window) rows hold the about texts a0, e0, x0 but not g1.
    expect(await rankedFrom(older, 3, 1)).toEqual(['c3', 'd2', 'a0']);
    expect(await rankedFrom(older, 3, 1000)).toEqual(['c3', 'd2', 'g1']);
  });
});

describe('newestTiers', () => {
  const all = [m('a0', 0), m('b3', 3), m('c2', 2), m('d0', 0), m('e3', 3), m('f1', 1), m('g3', 3), m('h2', 2)];
  // The newest four rows read; every match newer than the last of them is among them.
  const newest = all.slice(0, 4);
  const asked: string[] = [];
  const others = (): Tiers => {
    const every = allTiers(all);
    return {
      newest: (tier, n) => (asked.push(`${tier}:${n}`), every.newest(tier, n)),
      lower: (n) => (asked.push(`lower:${n}`), every.lower(n)),
    };
  };

  it('answers from the newest rows what they hold, and asks for the rest', async () => {
    asked.length = 0;
    // One title among the newest: the titles' newest 2 are asked for; the skills' 2 are there.
    expect(await ranked(newestTiers(newest, others()), 2, 1000)).toEqual(['b3', 'e3']);
    expect(asked).toEqual(['t3:2']);
    asked.length = 0;
    expect(await ranked(newestTiers(newest, others()), 1, 1000)).toEqual(['b3']);
    expect(asked).toEqual([]);
  });

  it('ranks as every match would, for every page size', async () => {
    for (const need of [1, 2, 3, 4, 5, 6, 7, 8])
      for (const window of [1, 3, 1000])
        expect(await ranked(newestTiers(newest, others()), need, window)).toEqual(await rankedFrom(all, need, window));
  });
});
