// The plans of keywords (planJobKeyword: groups, synonyms, typo corrections, related roles), kept
// (issue 18; docs/job-search.md, "Speed"). Planning a keyword reads the board's words, which move
// only with the board's stamp, and costs a statement and a few milliseconds of CPU for its edit
// candidates; a keyword asked again, or its next page, is planned the same. Kept per dictionary
// (the built-in one, or one built from a board's own synonym groups), so a board whose admin edits
// its synonyms is planned anew at once: that edit does not move the stamp.
import type { KeywordGroup, Dictionary } from '../keywords/index.ts';
import { stampedCache, type StampedCache } from './stamped-cache.ts';

type Plan = KeywordGroup[] | null;

/** Plans kept per dictionary, the least recently asked dropped first (a plan is a few hundred bytes). */
const ENTRIES = 2_000;

let byDictionary = new WeakMap<Dictionary, StampedCache<Plan>>();

/** The plan of `key` on a board at `stamp` with `dictionary`: the kept one, or `read` (then kept). */
export function keptPlan(dictionary: Dictionary, key: string, stamp: string, read: () => Promise<Plan>): Promise<Plan> {
  let plans = byDictionary.get(dictionary);
  if (!plans) {
    plans = stampedCache<Plan>(ENTRIES);
    byDictionary.set(dictionary, plans);
  }
  return plans.get(key, stamp, read);
}

/** Forgets every kept plan (for the benchmark's first-asking searches). */
export function forgetKeptPlans(): void {
  byDictionary = new WeakMap();
}
