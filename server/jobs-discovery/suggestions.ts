// Suggestions while a job keyword is typed (jobs/search-suggestions, issue 18): places where the
// board has live jobs whose name starts with the last words ("data analyst pu" → "Data analyst in
// Pune"), titles of live jobs with a word starting with each typed word, and skills and companies
// of live jobs with a word starting with the last one, most jobs first. Each carries the whole
// keyword to search, so choosing a place gives a keyword the search reads back as that place
// (keyword-places.ts). Answered from the board's vocabulary in memory (board-vocabulary.ts), so a
// keystroke costs no query once the board's first has been answered.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { boardVocabulary, type Counted } from './board-vocabulary.ts';
import { placeKey, wordsOf } from './place-aliases.ts';

type Suggestion = components['schemas']['JobSearchSuggestion'];

const MIN_LETTERS = 2;
const LONGEST_PLACE = 3;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Whether every typed word starts a word of the name (in any order). */
const startsWords = (words: string[], typed: string[]) => typed.every((t) => words.some((w) => w.startsWith(t)));

/** The first `limit` names (most jobs first) holding every typed word, stopping once found. */
function firstOf(list: Counted[], typed: string[], limit: number): Counted[] {
  const out: Counted[] = [];
  if (!typed.length) return out;
  for (const c of list) {
    if (out.length >= limit) break;
    if (startsWords(c.words, typed)) out.push(c);
  }
  return out;
}

export async function suggestJobSearch(
  db: Db,
  clientId: string,
  q: string,
  limit = 5,
): Promise<{ items: Suggestion[] }> {
  const typed = q.trim().split(/\s+/).filter(Boolean);
  const keys = wordsOf(typed.join(' '));
  if (keys.join('').length < MIN_LETTERS) return { items: [] };
  const vocabulary = await boardVocabulary(db, clientId);

  // Places whose name starts with the last one to three words, offered with the words before them.
  const places: Suggestion[] = [];
  for (let n = Math.min(LONGEST_PLACE, typed.length); n >= 1 && places.length < limit; n--) {
    const prefix = placeKey(typed.slice(-n).join(' '));
    if (prefix.replace(/ /g, '').length < MIN_LETTERS) continue;
    const head = typed.slice(0, -n).join(' ');
    for (const p of vocabulary.places) {
      if (places.length >= limit) break;
      if (!p.keys.some((k) => k.startsWith(prefix))) continue;
      const keyword = `${head} ${p.nm.toLowerCase()}`.trim();
      if (!places.some((s) => s.keyword === keyword))
        places.push({ kind: 'place', label: head ? `${capitalised(head)} in ${p.nm}` : `Jobs in ${p.nm}`, keyword });
    }
  }
  // Titles holding every typed word; when none does and a place was offered ("data analyst pu"),
  // the titles of the words before the place.
  let titles = firstOf(vocabulary.titles, keys, limit);
  if (!titles.length && places.length) titles = firstOf(vocabulary.titles, keys.slice(0, -1), limit);
  const last = keys.at(-1) ?? '';
  const head = typed.slice(0, -1).join(' ');
  const withHead = (name: string) => `${head} ${name}`.trim();
  const longEnough = last.length >= MIN_LETTERS;
  const items: Suggestion[] = [
    ...places,
    ...titles.map((t) => ({ kind: 'title' as const, label: t.name, keyword: t.name })),
    ...(longEnough ? firstOf(vocabulary.skills, [last], limit) : []).map((s) => ({
      kind: 'skill' as const,
      label: s.name,
      keyword: withHead(s.name),
    })),
    ...(longEnough ? firstOf(vocabulary.companies, [last], limit) : []).map((c) => ({
      kind: 'company' as const,
      label: c.name,
      keyword: withHead(c.name),
    })),
  ];
  const seen = new Set<string>();
  return { items: items.filter((i) => !seen.has(i.keyword.toLowerCase()) && seen.add(i.keyword.toLowerCase())) };
}
