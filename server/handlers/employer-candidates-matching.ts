// Matching candidates to the employer's jobs: matched candidates, recommendations, analysis, similar candidates and the employer's reactions. Thin: the rules live in server/employer-candidates/matching.
import { handlers } from '../http/handler.ts';

export const candidateMatchingHandlers = handlers({});
