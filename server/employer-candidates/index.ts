// The employer-candidates domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/employer-candidates/ is its own.
export { periodStart } from './allowance.ts';
export { employerCandidateHandlers } from './handlers.ts';
export { candidateMatchingHandlers } from './matching-handlers.ts';
export { matchScores } from './matching/score.ts';
