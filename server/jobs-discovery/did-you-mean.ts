// "Did you mean" for a job keyword with few results (issue 18): each word of three letters or more
// that the board's vocabulary (job_search_terms, the words of its job titles and skills) does not
// hold is replaced by the closest word it does hold, by trigram similarity and at most one edit
// (two on words of seven letters or more). It is offered only when every word it puts in is held
// by a live job, so it never leads to an empty page. Words the search already corrected (planJobKeyword) found
// nothing better, so this reaches the short words and the misspellings those rules leave alone.
import type { Db } from '../db/database.ts';
import { editDistance } from './job-keyword.ts';
import { alikeTerms, allHeldByLiveJobs } from './repo/vocabulary-terms.ts';

/** Results this few or fewer offer "did you mean". */
export const FEW_RESULTS = 2;

const MAX_WORDS = 6;
const maxEdits = (word: string) => ([...word].length >= 7 ? 2 : 1);

const swap = (text: string, replace: Map<string, string>) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => replace.get(w.toLowerCase()) ?? w)
    .join(' ');

/**
 * `looked`: what the search looked for (the keyword without place, remote and noise words);
 * `typed`: the keyword as typed, returned with the same words replaced.
 */
export async function didYouMean(db: Db, clientId: string, looked: string, typed: string): Promise<string | null> {
  const words = looked.split(/\s+/).filter(Boolean);
  const asked = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => /^[\p{L}\p{N}]{3,40}$/u.test(w)))].slice(
    0,
    MAX_WORDS,
  );
  if (!asked.length) return null;
  const rows = await alikeTerms(db, clientId, asked);
  const replace = new Map<string, string>();
  for (const r of rows) {
    if (r.known) continue;
    const best = (r.alike ?? []).find((t) => editDistance(t, r.word) <= maxEdits(r.word));
    if (best) replace.set(r.word, best);
  }
  if (!replace.size) return null;
  // Each word put in must be held by a live job (the vocabulary only grows, so a word may be stale).
  return (await allHeldByLiveJobs(db, clientId, [...replace.values()])) ? swap(typed, replace) : null;
}
