// How alike two candidates are, 0 to 100, for "similar candidates" and for the lift a liked
// candidate gives the ones like them: shared skills (through synonyms) weigh half, titles a
// quarter, years of experience and where they live the rest.
import { canonicalTerm } from '../../keywords/index.ts';
import type { CandidateFacts } from './facts.ts';
import { titleSimilarity } from './titles.ts';

export const SIMILARITY_WEIGHTS = { skills: 0.5, title: 0.25, experience: 0.15, location: 0.1 } as const;

export type Similarity = {
  score: number;
  /** b's skills that a has too, as b writes them. */
  sharedSkills: string[];
  /** Each part 0 to 100. */
  skills: number;
  title: number;
  experience: number;
  location: number;
};

const titlesOf = (c: CandidateFacts) => [c.headline, ...c.titles.slice(0, 3)].filter((t): t is string => !!t?.trim());

function titleCloseness(a: CandidateFacts, b: CandidateFacts): number {
  let best = 0;
  for (const x of titlesOf(a))
    for (const y of titlesOf(b)) best = Math.max(best, titleSimilarity(x, y), titleSimilarity(y, x));
  return best;
}

function place(a: CandidateFacts, b: CandidateFacts): number {
  if (a.cityId && a.cityId === b.cityId) return 100;
  if (a.stateId && a.stateId === b.stateId) return 70;
  if (a.countryId && a.countryId === b.countryId) return 40;
  return 0;
}

export function similarity(a: CandidateFacts, b: CandidateFacts): Similarity {
  const mine = new Set(a.skills.map(canonicalTerm));
  const theirs = new Set(b.skills.map(canonicalTerm));
  const seen = new Set<string>();
  const sharedSkills = b.skills.filter((s) => {
    const c = canonicalTerm(s);
    if (!mine.has(c) || seen.has(c)) return false;
    seen.add(c);
    return true;
  });
  const union = new Set([...mine, ...theirs]).size;
  const skills = union ? (100 * sharedSkills.length) / union : 0;
  const title = titleCloseness(a, b);
  const experience = a.years === null || b.years === null ? 50 : Math.max(0, 100 - 20 * Math.abs(a.years - b.years));
  const location = place(a, b);
  const w = SIMILARITY_WEIGHTS;
  const score = Math.round(w.skills * skills + w.title * title + w.experience * experience + w.location * location);
  return { score, sharedSkills, skills, title, experience, location };
}
