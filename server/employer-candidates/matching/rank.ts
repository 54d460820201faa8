// The TypeScript half of matching: the shortlist of prefilter.ts scored exactly, best first.
import type { CandidateFacts, JobFacts } from './facts.ts';
import { loadCandidates } from './load.ts';
import type { Matcher } from './matcher.ts';
import { shortlist, type ShortlistOptions } from './prefilter.ts';
import { scoreMatch, type Match } from './score.ts';

export type Ranked = { match: Match; candidate: CandidateFacts };

/** Best score first; ties by name then id so pages do not shuffle between calls. */
export const byScore = (a: Ranked, b: Ranked): number =>
  b.match.score - a.match.score ||
  a.candidate.name.localeCompare(b.candidate.name) ||
  a.candidate.id.localeCompare(b.candidate.id);

/** The shortlisted candidates of the job scoring at least `minScore`, best first. */
export async function rankForJob(
  m: Matcher,
  job: JobFacts,
  o: ShortlistOptions & { minScore: number },
): Promise<Ranked[]> {
  const ids = await shortlist(m, job, o);
  const candidates = await loadCandidates(m.db, m.clientId, ids);
  return candidates
    .map((candidate) => ({ match: scoreMatch(job, candidate), candidate }))
    .filter((r) => r.match.score >= o.minScore)
    .sort(byScore);
}
