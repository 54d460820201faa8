// The page ranked from every match in the server: the order rankedIds reads tier by tier.
import { describe, expect, it } from 'vitest';
import { rankedFrom, type Match } from './few-matches.ts';

// Newest first, as matchesUpTo gives them; a tier-3 row is in tier 2 too, as doc_ab holds doc_a.
const m = (user_id: string, tier: 0 | 1 | 2 | 3): Match => ({ user_id, t3: tier === 3, t2: tier >= 2, abc: tier >= 1 });

describe('rankedFrom', () => {
  const matches = [m('a0', 0), m('b1', 1), m('c3', 3), m('d2', 2), m('e0', 0), m('f3', 3), m('g1', 1), m('h2', 2)];

  it('gives the titles, newest first, when they fill the page', () => {
    expect(rankedFrom(matches, 2, 1000)).toEqual(['c3', 'f3']);
  });

  it('goes on with the skills, then companies and education, then the about text', () => {
    expect(rankedFrom(matches, 8, 1000)).toEqual(['c3', 'f3', 'd2', 'h2', 'b1', 'g1', 'a0', 'e0']);
  });

  it('puts the lower tiers in order only among the newest of them, past which activity alone', () => {
    const older = [m('a0', 0), m('c3', 3), m('e0', 0), m('d2', 2), m('x0', 0), m('g1', 1)];
    // Known: c3 and d2; the newest 2 + max(3, window) rows hold the about texts a0, e0, x0 but not g1.
    expect(rankedFrom(older, 3, 1)).toEqual(['c3', 'd2', 'a0']);
    expect(rankedFrom(older, 3, 1000)).toEqual(['c3', 'd2', 'g1']);
  });
});
