// The lexemes of a keyword's groups as PostgreSQL's English configuration reads them, for the
// newest jobs held in memory (recent-matches.ts). What a spelling's lexemes are never changes, so
// they are kept per process once asked.
import type { Db } from '../db/database.ts';
import type { KeywordGroup } from '../keywords/index.ts';
import { plainLexemes } from './repo/recent-jobs-rows.ts';
import { keepRecent } from './stamped-cache.ts';

/** A spelling: a job holding every lexeme matches it. */
export type Spelling = readonly string[];

/** A group as lexemes: any spelling in the document, or any related role's in the title. */
export type GroupLexemes = { spellings: Spelling[]; related: Spelling[] };

const SPELLINGS_KEPT = 20_000;
/** Each text's lexemes, or null where PostgreSQL reads it as more than lexemes joined by `&`. */
const kept = new Map<string, string[] | null>();

/** Each group's lexemes, or null when a spelling is one memory cannot match as PostgreSQL would. */
export async function keywordLexemes(db: Db, groups: readonly KeywordGroup[]): Promise<GroupLexemes[] | null> {
  const texts = [...new Set(groups.flatMap((g) => [...g.variants, ...(g.related ?? [])]))];
  const missing = texts.filter((t) => !kept.has(t));
  const read = await plainLexemes(db, missing);
  missing.forEach((t, i) => keepRecent(kept, t, read[i] ?? null, SPELLINGS_KEPT));
  const of = (t: string) => (kept.has(t) ? kept.get(t) : read[missing.indexOf(t)]) ?? null;
  const out: GroupLexemes[] = [];
  for (const g of groups) {
    const spellings = g.variants.map(of);
    const related = (g.related ?? []).map(of);
    if (spellings.some((s) => s === null) || related.some((s) => s === null)) return null;
    // A spelling of stop words only is an empty tsquery, which `||` leaves out; a group of them
    // only (never planned: job-keyword.ts drops it) would be left out by `&&` too.
    const words = spellings.filter((s): s is string[] => !!s?.length);
    if (!words.length) return null;
    out.push({ spellings: words, related: related.filter((s): s is string[] => !!s?.length) });
  }
  return out;
}
