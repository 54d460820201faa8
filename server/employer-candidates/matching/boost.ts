// The lift a `like` gives: candidates much like one the company liked for the job (or liked
// company-wide) gain LIKE_BOOST points in that job's recommendations, so the list leans towards
// what the employer has shown it wants without reordering everything.
import { sql, type SqlBool } from 'kysely';
import type { CandidateFacts } from './facts.ts';
import { loadCandidates } from './load.ts';
import type { Matcher } from './matcher.ts';
import { similarity } from './similarity.ts';

export const LIKE_BOOST = 5;
/** How alike (0 to 100) a candidate must be to a liked one to be lifted. */
export const LIKE_SIMILARITY = 60;

/** The candidates whose latest reaction for the job (or company-wide) is a like. */
export async function likedFor(m: Matcher, jobId: string): Promise<CandidateFacts[]> {
  const rows = await m.db
    .selectFrom('candidate_recommendation_interactions as i')
    .select('i.candidate_id')
    .distinct()
    .where('i.client_id', '=', m.clientId)
    .where('i.company_id', '=', m.companyId)
    .where((eb) => eb.or([eb('i.job_id', '=', jobId), eb('i.job_id', 'is', null)]))
    .where('i.action', '=', 'like')
    .where(
      sql<SqlBool>`not exists (select 1 from candidate_recommendation_interactions later
        where later.client_id = i.client_id and later.company_id = i.company_id
          and later.candidate_id = i.candidate_id and (later.job_id is null or later.job_id = ${jobId})
          and later.at > i.at and later.action <> 'like')`,
    )
    .limit(50)
    .execute();
  return loadCandidates(
    m.db,
    m.clientId,
    rows.map((r) => r.candidate_id),
  );
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
