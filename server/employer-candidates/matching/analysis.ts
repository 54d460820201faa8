// The analysis of one candidate against one of the company's jobs
// (recommendations/candidates/analysis): every factor with its score, weight and comparison in
// words, the skills matched and missing, strengths (factors the job asked about that scored
// well), gaps (those that scored badly) and a one-line summary.
import type { components } from '@generated/schema';
import { notFound } from '../../errors/errors.ts';
import type { JobFacts } from './facts.ts';
import { listInWords } from './factors.ts';
import { loadCandidates } from './load.ts';
import { companyJob, type Matcher } from './matcher.ts';
import { scoreMatch, type Match } from './score.ts';
import { FACTORS, WEIGHTS, type Factor } from './weights.ts';

type S = components['schemas'];

const STRONG = 80;
const WEAK = 50;

/** Whether the job asked anything of this factor (else its full marks say nothing). */
function asked(f: Factor, job: JobFacts): boolean {
  switch (f) {
    case 'skills':
      return job.skills.length > 0;
    case 'title':
      return !!job.title.trim();
    case 'experience':
      return job.experienceMin !== null || job.experienceMax !== null;
    case 'location':
      return job.workplace !== 'WFH' && !!(job.cityId || job.stateId || job.countryId);
    case 'education':
      return job.qualification !== null;
    case 'salary':
      return job.salaryMax !== null || job.salaryMin !== null;
  }
}

function band(score: number): string {
  if (score >= 80) return 'A strong fit';
  if (score >= 60) return 'A good fit';
  if (score >= 40) return 'A partial fit';
  return 'A weak fit';
}

export function summarise(
  match: Match,
  job: JobFacts,
  name: string,
): { strengths: string[]; gaps: string[]; summary: string } {
  const considered = FACTORS.filter((f) => asked(f, job));
  const strengths = considered.filter((f) => match.factors[f].score >= STRONG).map((f) => match.factors[f].detail);
  const gaps = considered.filter((f) => match.factors[f].score < WEAK).map((f) => match.factors[f].detail);
  const title = job.title || 'the job';
  const knows = match.matchedSkills.length ? `, knows ${listInWords(match.matchedSkills.slice(0, 4))}` : '';
  const check = match.missingSkills.length ? `; check ${listInWords(match.missingSkills.slice(0, 3))}` : '';
  return { strengths, gaps, summary: `${band(match.score)} for ${title}: ${name}${knows}${check}.` };
}

export async function analyse(
  m: Matcher,
  q: { candidateId: string; jobId: string },
): Promise<S['CandidateMatchAnalysis']> {
  const job = await companyJob(m, q.jobId);
  const [candidate] = await loadCandidates(m.db, m.clientId, [q.candidateId]);
  if (!candidate) throw notFound('Candidate not found');
  const match = scoreMatch(job, candidate);
  return {
    candidateId: candidate.id,
    jobId: job.id,
    score: match.score,
    factors: FACTORS.map((factor) => ({
      factor,
      score: match.factors[factor].score,
      weight: WEIGHTS[factor],
      detail: match.factors[factor].detail,
    })),
    matchedSkills: match.matchedSkills,
    missingSkills: match.missingSkills,
    ...summarise(match, job, candidate.name),
  };
}
