// The order of relevance, written once (docs/candidate-search.md "Ranking"): tier 3 (the whole
// keyword in the headline or job titles), then tier 2 (with the skills and name), then the rest,
// most recently active first within each, whatever reads the tiers: SQL a tier at a time, every
// match already read, or the newest rows of the search with SQL for what they do not hold.

/** A match, with the tiers its keyword is found in: doc_a (3), doc_ab (2), companies and education (1). */
export type Match = { user_id: string; t3: boolean; t2: boolean; abc: boolean };

/** Where the tiers come from: the newest `n` ids of tier 3 or of tier 2 (tier 3 included), and the newest `n` matches. */
export type Tiers = {
  newest(tier: 't3' | 't2', n: number): Promise<string[]>;
  lower(n: number): Promise<Pick<Match, 'user_id' | 'abc'>[]>;
};

/**
 * The ids of the first `need` by relevance. A tier is never asked for as "doc_ab but not doc_a", a
 * difference no statistics estimate: each wider tier is asked for instead and the better tiers'
 * rows, all known once they did not fill the page, are dropped from it (the newest `need` of tier
 * 2 hold at most the tier-3 ones beside the newest tier-2 ones). Below tier 2 only the newest
 * `known + max(need, window)` matches are put in order, companies and education before the about
 * text; past them activity alone orders them.
 */
export async function ranked(tiers: Tiers, need: number, window: number): Promise<string[]> {
  const ids = await tiers.newest('t3', need);
  if (ids.length >= need) return ids;
  const tier3 = new Set(ids);
  ids.push(...(await tiers.newest('t2', need)).filter((id) => !tier3.has(id)));
  if (ids.length >= need) return ids.slice(0, need);
  const known = new Set(ids);
  const lower = (await tiers.lower(known.size + Math.max(need, window))).filter((m) => !known.has(m.user_id));
  // Stable: each of the two stays newest first.
  lower.sort((a, b) => Number(b.abc) - Number(a.abc));
  ids.push(...lower.map((m) => m.user_id));
  return ids.slice(0, need);
}

const inTier = (matches: readonly Match[], tier: 't3' | 't2') => matches.filter((m) => m[tier]).map((m) => m.user_id);

/** The tiers of every match, newest first. */
export function allTiers(matches: readonly Match[]): Tiers {
  return {
    newest: async (tier, n) => inTier(matches, tier).slice(0, n),
    lower: async (n) => matches.slice(0, n),
  };
}

/**
 * The tiers of the matches among the newest rows of a search, `others` for what they do not hold.
 * Every match newer than the last row read is among them, so when they hold `n` of a tier those
 * are its newest `n`.
 */
export function newestTiers(matches: readonly Match[], others: Tiers): Tiers {
  return {
    newest: async (tier, n) => {
      const ids = inTier(matches, tier);
      return ids.length >= n ? ids.slice(0, n) : others.newest(tier, n);
    },
    lower: async (n) => (matches.length >= n ? matches.slice(0, n) : others.lower(n)),
  };
}

/** The first `need` by relevance from every match, newest first. */
export const rankedFrom = (matches: readonly Match[], need: number, window: number) =>
  ranked(allTiers(matches), need, window);
