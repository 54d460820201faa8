// The match score of a candidate for a job, 0 to 100: the weighted sum of the six factors of
// factors.ts with the weights of weights.ts (docs/candidate-matching.md). `matchScores` is what
// other features call (candidate search scores its results against a job with it).
import type { Db } from '../../db/database.ts';
import type { CandidateFacts, JobFacts } from './facts.ts';
import {
  educationFactor,
  experienceFactor,
  locationFactor,
  salaryFactor,
  skillsFactor,
  titleFactor,
  type FactorResult,
} from './factors.ts';
import { loadCandidates, loadJob } from './load.ts';
import { FACTORS, WEIGHTS, type Factor } from './weights.ts';

export type Match = {
  candidateId: string;
  jobId: string;
  score: number;
  factors: Record<Factor, FactorResult>;
  matchedSkills: string[];
  missingSkills: string[];
};

/** The full comparison of one candidate with one job. */
export function scoreMatch(job: JobFacts, c: CandidateFacts): Match {
  const skills = skillsFactor(job, c);
  const factors: Record<Factor, FactorResult> = {
    skills: { score: skills.score, detail: skills.detail },
    title: titleFactor(job, c),
    experience: experienceFactor(job, c),
    location: locationFactor(job, c),
    education: educationFactor(job, c),
    salary: salaryFactor(job, c),
  };
  const total = FACTORS.reduce((sum, f) => sum + WEIGHTS[f] * factors[f].score, 0);
  return {
    candidateId: c.id,
    jobId: job.id,
    score: Math.max(0, Math.min(100, Math.round(total))),
    factors,
    matchedSkills: skills.matched,
    missingSkills: skills.missing,
  };
}

/**
 * The scores of the given candidates for a job of the tenant, by candidate id. Candidates who are
 * not findable, and ids that are not candidates, are left out; an unknown job gives an empty map.
 * The caller checks that the job is its company's.
 */
export async function matchScores(
  db: Db,
  clientId: string,
  jobId: string,
  candidateIds: readonly string[],
): Promise<Map<string, number>> {
  const job = await loadJob(db, clientId, jobId);
  if (!job) return new Map();
  const candidates = await loadCandidates(db, clientId, candidateIds);
  return new Map(candidates.map((c) => [c.id, scoreMatch(job, c).score]));
}
