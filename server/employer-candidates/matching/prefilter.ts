// Which candidates are worth scoring for a job. It bounds the work, so a board with many
// candidates stays fast: only findable candidates sharing at least one of the job's skills (any
// synonym) or a word of its title are read (shortlist-repo.ts), at most SHORTLIST_MAX of them,
// those sharing the most skills first. Without a skill or title word in common a candidate scores
// at most 45 (docs/candidate-matching.md), under the default minimum of 50, so little is lost.
import { termVariants } from '../../keywords/index.ts';
import type { JobFacts } from './facts.ts';
import { distinctSkills } from './factors.ts';
import type { Matcher } from './matcher.ts';
import { shortlistIds, type Overlap } from './shortlist-repo.ts';
import { titleWords } from './titles.ts';

export const SHORTLIST_MAX = 1000;

/** Every spelling the dictionary knows of the given skills, lower case. */
export const skillSpellings = (skills: readonly string[]): string[] => [
  ...new Set(distinctSkills(skills).flatMap((s) => termVariants(s))),
];

/** Every spelling of the title's meaningful words, for a LIKE over headlines and titles. */
export const titleSpellings = (title: string): string[] =>
  [...new Set(titleWords(title).flatMap((w) => termVariants(w)))].filter((w) => w.length >= 2);

export type ShortlistOptions = {
  excludeApplied?: boolean;
  /** Candidates never to list (the one similar candidates are found for). */
  exclude?: readonly string[];
  /** Whose dismissals hide a candidate: the job's (the default), or company-wide ones only (null). */
  dismissScope?: string | null;
};

function overlapOf(job: JobFacts): Overlap {
  const skills = skillSpellings(job.skills);
  // A job listing no skills gives everyone the neutral skills score, so location can lift a
  // candidate over the minimum on its own: anyone in the job's country is worth scoring, and
  // anyone at all for a remote job or one without a place.
  const countryId = job.workplace === 'WFH' ? null : job.countryId;
  return { skills, words: titleSpellings(job.title), countryId };
}

/** The ids of the candidates to score for the job, the most promising first. */
export async function shortlist(m: Matcher, job: JobFacts, o: ShortlistOptions = {}): Promise<string[]> {
  return shortlistIds(m.db, {
    clientId: m.clientId,
    companyId: m.companyId,
    jobId: job.id,
    overlap: overlapOf(job),
    dismissScope: o.dismissScope === undefined ? job.id : o.dismissScope,
    excludeApplied: o.excludeApplied,
    exclude: o.exclude,
    max: SHORTLIST_MAX,
  });
}
