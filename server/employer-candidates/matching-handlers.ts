// Matching candidates to the employer's jobs: matched candidates, recommendations, analysis, similar candidates and the employer's reactions. Thin: the rules live in server/employer-candidates/matching.
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { analyse } from './matching/analysis.ts';
import { listMatched, matchedDetails } from './matching/matched.ts';
import { matcherOf } from './matching/matcher.ts';
import { markViewed, recordInteraction } from './matching/reactions.ts';
import { listRecommendations } from './matching/recommend.ts';
import { listSimilar } from './matching/similar.ts';

export const candidateMatchingHandlers = handlers({
  listMatchedCandidates: async ({ body, ctx }) => ok(await listMatched(matcherOf(ctx), body)),
  getMatchedCandidateDetails: async ({ body, ctx }) => ok(await matchedDetails(matcherOf(ctx), body)),
  listCandidateRecommendations: async ({ body, ctx }) => ok(await listRecommendations(matcherOf(ctx), body)),
  analyseCandidateMatch: async ({ body, ctx }) => ok(await analyse(matcherOf(ctx), body)),
  listSimilarCandidates: async ({ body, ctx }) => ok(await listSimilar(matcherOf(ctx), body)),
  markCandidateRecommendationsViewed: async ({ body, ctx }) => ok(await markViewed(matcherOf(ctx), body)),
  recordCandidateRecommendationInteraction: async ({ body, ctx }) =>
    ok(await recordInteraction(matcherOf(ctx), body), 'Saved'),
});
