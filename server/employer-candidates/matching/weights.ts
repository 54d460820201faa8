// The one place the match score's weights live; docs/candidate-matching.md explains each factor.
// Skills weigh most because they are what an employer lists and a candidate can be checked on;
// title and experience next; salary, location and education shift a ranking rather than make it.
import type { components } from '@generated/schema';

export type Factor = components['schemas']['CandidateMatchAnalysis']['factors'][number]['factor'];

export const WEIGHTS: Readonly<Record<Factor, number>> = {
  skills: 0.4,
  title: 0.15,
  experience: 0.2,
  location: 0.1,
  education: 0.05,
  salary: 0.1,
};

/** The factors in the order analyses show them. */
export const FACTORS: readonly Factor[] = ['skills', 'title', 'experience', 'location', 'education', 'salary'];
