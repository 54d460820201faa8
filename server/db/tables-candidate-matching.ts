// Row types of matching candidates to jobs (migration 0022-candidate-matching).

export type CandidateMatchingTables = Record<never, never>;
