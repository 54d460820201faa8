// After a reveal, an invitation, a list change or an interaction, every screen of the feature that
// shows the candidate's state (contact visible, invited, in a list, dismissed) reads it again.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetInviteAnalyticsQueryKey,
  getGetMatchedCandidateDetailsQueryKey,
  getGetSearchedCandidateDetailsQueryKey,
  getGetViewedCandidateCountQueryKey,
  getListCandidateRecommendationsQueryKey,
  getListMatchedCandidatesQueryKey,
  getListSimilarCandidatesQueryKey,
  getListViewedCandidatesQueryKey,
} from '@generated/api/employer-candidates/employer-candidates';

const KEYS = [
  getGetSearchedCandidateDetailsQueryKey,
  getGetMatchedCandidateDetailsQueryKey,
  getGetViewedCandidateCountQueryKey,
  getListMatchedCandidatesQueryKey,
  getListViewedCandidatesQueryKey,
  getListCandidateRecommendationsQueryKey,
  getListSimilarCandidatesQueryKey,
  getGetInviteAnalyticsQueryKey,
];

/** Marks every candidate query stale (by URL, whatever its body); the ones on screen refetch. */
export function invalidateCandidateQueries(client: QueryClient): Promise<void> {
  return Promise.all(KEYS.map((key) => client.invalidateQueries({ queryKey: [key()[0]] }))).then(() => undefined);
}
