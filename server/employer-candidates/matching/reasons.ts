// Why a candidate is recommended, in words, strongest first. A reason's weight is what it added
// to the score (the factor's weight times its score), so the list explains the number.
import type { components } from '@generated/schema';
import type { CandidateFacts, JobFacts } from './facts.ts';
import { distinctSkills, listInWords } from './factors.ts';
import type { Match } from './score.ts';
import type { Similarity } from './similarity.ts';
import { SIMILARITY_WEIGHTS } from './similarity.ts';
import { WEIGHTS, type Factor } from './weights.ts';

export type Reason = components['schemas']['CandidateRecommendationReason'];

const RECENT_DAYS = 14;
const round2 = (n: number) => Math.round(n * 100) / 100;
const strongest = (reasons: Reason[]) => reasons.sort((a, b) => b.weight - a.weight).slice(0, 10);

/** Only a factor that helped is a reason: the share of its full weight it must reach. */
const REASON_AT: Partial<Record<Factor, number>> = { title: 50, experience: 70, location: 70, education: 50 };
const CODES = {
  title: 'title_match',
  experience: 'experience_match',
  location: 'location_match',
  education: 'education_match',
} as const;

export function skillsLabel(job: JobFacts, matched: readonly string[]): string {
  const total = distinctSkills(job.skills).length;
  const knows = `Knows ${listInWords(matched)}`;
  return matched.length === total ? knows : `${knows} (${matched.length} of the ${total} skills asked)`;
}

export function recentlyActive(lastActiveAt: string | null, now = Date.now()): boolean {
  return !!lastActiveAt && now - new Date(lastActiveAt).getTime() <= RECENT_DAYS * 86_400_000;
}

export function matchReasons(
  match: Match,
  job: JobFacts,
  extra: { lastActiveAt: string | null; likedLike?: { name: string; boost: number } },
): Reason[] {
  const reasons: Reason[] = [];
  if (match.matchedSkills.length)
    reasons.push({
      code: 'skills_match',
      label: skillsLabel(job, match.matchedSkills),
      weight: round2((WEIGHTS.skills * match.factors.skills.score) / 100),
    });
  for (const f of ['title', 'experience', 'location', 'education'] as const) {
    const { score, detail } = match.factors[f];
    const asked = f !== 'education' || job.qualification !== null;
    const at = REASON_AT[f] ?? 100;
    if (asked && score >= at)
      reasons.push({ code: CODES[f], label: detail, weight: round2((WEIGHTS[f] * score) / 100) });
  }
  if (extra.likedLike)
    reasons.push({
      code: 'similar_to_hired',
      label: `Like ${extra.likedLike.name}, whom you liked`,
      weight: round2(extra.likedLike.boost / 100),
    });
  if (recentlyActive(extra.lastActiveAt))
    reasons.push({ code: 'recently_active', label: `Active in the last ${RECENT_DAYS} days`, weight: 0 });
  return strongest(reasons);
}

/** Why `b` is like `a`, for similar candidates. */
export function similarityReasons(a: CandidateFacts, b: CandidateFacts, s: Similarity): Reason[] {
  const w = SIMILARITY_WEIGHTS;
  const reasons: Reason[] = [];
  if (s.sharedSkills.length)
    reasons.push({
      code: 'skills_match',
      label: `Shares ${listInWords(s.sharedSkills.slice(0, 5))} with ${a.name}`,
      weight: round2((w.skills * s.skills) / 100),
    });
  if (s.title >= 50)
    reasons.push({
      code: 'title_match',
      label: `Similar title: ${b.headline ?? b.titles[0] ?? ''}`.trim(),
      weight: round2((w.title * s.title) / 100),
    });
  if (s.experience >= 80 && b.years !== null)
    reasons.push({
      code: 'experience_match',
      label: `${b.years} years of experience, like ${a.name}`,
      weight: round2((w.experience * s.experience) / 100),
    });
  if (s.location >= 70)
    reasons.push({
      code: 'location_match',
      label: `Also lives in ${s.location === 100 ? (b.cityNm ?? 'the same city') : (b.stateNm ?? 'the same state')}`,
      weight: round2((w.location * s.location) / 100),
    });
  return strongest(reasons);
}
