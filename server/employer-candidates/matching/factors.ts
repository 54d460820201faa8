// The six factors of the match score, each a pure function of a job and a candidate answering a
// score from 0 to 100 and the comparison in words. The rules are documented, with a worked
// example, in docs/candidate-matching.md; change both together.
import { canonicalTerm } from '../../keywords/index.ts';
import type { CandidateFacts, JobFacts } from './facts.ts';
import { titleSimilarity } from './titles.ts';
import { qualificationFit } from './education.ts';

export type FactorResult = { score: number; detail: string };
export type SkillsResult = FactorResult & { matched: string[]; missing: string[] };

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The job's skills without repeats of one skill under two names ("React" and "ReactJS"). */
export function distinctSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((s) => {
    const c = canonicalTerm(s);
    if (!c || seen.has(c)) return false;
    seen.add(c);
    return true;
  });
}

/** Share of the job's skills the candidate has, compared through the synonym dictionary. */
export function skillsFactor(job: JobFacts, c: CandidateFacts): SkillsResult {
  const wanted = distinctSkills(job.skills);
  if (!wanted.length) return { score: 50, detail: 'The job lists no skills to compare.', matched: [], missing: [] };
  const has = new Set(c.skills.map(canonicalTerm));
  const matched = wanted.filter((s) => has.has(canonicalTerm(s)));
  const missing = wanted.filter((s) => !has.has(canonicalTerm(s)));
  const score = clamp((100 * matched.length) / wanted.length);
  const detail = !matched.length
    ? `None of the job's skills (${listInWords(wanted)}) is on the profile.`
    : missing.length
      ? `${listInWords(matched)} ${matched.length === 1 ? 'matches' : 'match'}; ${listInWords(missing)} ${missing.length === 1 ? 'is' : 'are'} missing.`
      : `Has all ${wanted.length} of the job's skills: ${listInWords(matched)}.`;
  return { score, detail, matched, missing };
}

/** The best of the headline and the recent titles against the job title. */
export function titleFactor(job: JobFacts, c: CandidateFacts): FactorResult {
  const candidates = [c.headline, ...c.titles.slice(0, 3)].filter((t): t is string => !!t?.trim());
  if (!candidates.length) return { score: 0, detail: 'No headline or job title on the profile.' };
  let best = { score: 0, title: candidates[0] ?? '' };
  for (const t of candidates) {
    const s = titleSimilarity(job.title, t);
    if (s > best.score) best = { score: s, title: t };
  }
  const score = clamp(best.score);
  const detail =
    score >= 100
      ? `${best.title} is the job's title.`
      : score > 0
        ? `${best.title} is close to ${job.title}.`
        : `No title close to ${job.title}.`;
  return { score, detail };
}

const years = (n: number) => `${Math.round(n * 10) / 10} year${n === 1 ? '' : 's'}`;

export function rangeInWords(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `${min} years` : `the ${min} to ${max} years`;
  if (min !== null) return `at least ${min} years`;
  if (max !== null) return `at most ${max} years`;
  return 'any experience';
}

/**
 * Full marks inside the job's range; 25 points lost per year short of the minimum and 10 per year
 * over the maximum (too little experience is a harder gap than too much).
 */
export function experienceFactor(job: JobFacts, c: CandidateFacts): FactorResult {
  const { experienceMin: min, experienceMax: max } = job;
  if (min === null && max === null) return { score: 100, detail: 'The job asks for any experience.' };
  if (c.years === null) return { score: 30, detail: 'The profile does not say how much experience.' };
  const asked = rangeInWords(min, max);
  if (min !== null && c.years < min)
    return { score: clamp(100 - 25 * (min - c.years)), detail: `${years(c.years)} against ${asked} asked.` };
  if (max !== null && c.years > max)
    return { score: clamp(100 - 10 * (c.years - max)), detail: `${years(c.years)}, more than ${asked} asked.` };
  return { score: 100, detail: `${years(c.years)} against ${asked} asked.` };
}

const LOCATION_SCORES = {
  OFFICE: { city: 100, state: 70, country: 40, none: 0 },
  // Someone in the office two or three days a week can live further away than a daily commuter.
  HYBRID: { city: 100, state: 80, country: 50, none: 20 },
} as const;

/** Same city, else same state, else same country; a remote job matches anyone in its country. */
export function locationFactor(job: JobFacts, c: CandidateFacts): FactorResult {
  const where = c.cityNm ?? c.stateNm ?? c.countryNm;
  if (job.workplace === 'WFH') {
    if (job.countryId && c.countryId && job.countryId !== c.countryId)
      return { score: 40, detail: 'A remote job for another country.' };
    return { score: 100, detail: 'The job is remote.' };
  }
  const s = LOCATION_SCORES[job.workplace];
  if (job.cityId && c.cityId === job.cityId)
    return { score: s.city, detail: `Lives in ${c.cityNm ?? "the job's city"} where the job is.` };
  if (job.stateId && c.stateId === job.stateId)
    return { score: s.state, detail: `Lives in ${where ?? 'the same state'}, in the job's state.` };
  if (job.countryId && c.countryId === job.countryId)
    return { score: s.country, detail: `Lives in ${where ?? 'the same country'}, in the job's country.` };
  if (!job.cityId && !job.stateId && !job.countryId) return { score: 100, detail: 'The job names no location.' };
  return { score: s.none, detail: where ? `Lives in ${where}, away from the job.` : 'The profile gives no location.' };
}

/** A qualification where the job asks one (see education.ts for the levels). */
export function educationFactor(job: JobFacts, c: CandidateFacts): FactorResult {
  return qualificationFit(job.qualification, c.qualifications);
}

/** Full marks when the expectation is within or under the job's range; 2 points lost per 1% over. */
export function salaryFactor(job: JobFacts, c: CandidateFacts): FactorResult {
  const top = job.salaryMax ?? job.salaryMin;
  if (top === null || top <= 0) return { score: 100, detail: 'The job gives no salary range.' };
  if (c.expectedSalary === null) return { score: 70, detail: 'The profile gives no expected salary.' };
  if (job.salaryCurrency && c.salaryCurrency && job.salaryCurrency !== c.salaryCurrency)
    return { score: 50, detail: `Expects pay in ${c.salaryCurrency}, the job pays in ${job.salaryCurrency}.` };
  if (c.expectedSalary <= top) return { score: 100, detail: "Expects a salary within the job's range." };
  const over = (c.expectedSalary - top) / top;
  return { score: clamp(100 - 200 * over), detail: `Expects ${Math.round(over * 100)}% more than the job's range.` };
}
