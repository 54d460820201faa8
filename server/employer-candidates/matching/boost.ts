// The lift a `like` gives: candidates much like one the company liked for the job (or liked
// company-wide) gain LIKE_BOOST points in that job's recommendations, so the list leans towards
// what the employer has shown it wants without reordering everything.
import type { CandidateFacts } from './facts.ts';
import { loadCandidates } from './load.ts';
import type { Matcher } from './matcher.ts';
import { likedIds } from './reactions-repo.ts';
import { similarity } from './similarity.ts';

export const LIKE_BOOST = 5;
/** How alike (0 to 100) a candidate must be to a liked one to be lifted. */
export const LIKE_SIMILARITY = 60;

/** The candidates whose latest reaction for the job (or company-wide) is a like. */
export async function likedFor(m: Matcher, jobId: string): Promise<CandidateFacts[]> {
  return loadCandidates(m.db, m.clientId, await likedIds(m.db, m.clientId, m.companyId, jobId));
}

/** The liked candidate this one is most like, if alike enough; never the candidate itself. */
export function likedLike(
  c: CandidateFacts,
  liked: readonly CandidateFacts[],
): { name: string; boost: number } | undefined {
  let best: { name: string; sim: number } | undefined;
  for (const l of liked) {
    if (l.id === c.id) continue;
    const sim = similarity(l, c).score;
    if (sim >= LIKE_SIMILARITY && (!best || sim > best.sim)) best = { name: l.name, sim };
  }
  return best && { name: best.name, boost: LIKE_BOOST };
}
