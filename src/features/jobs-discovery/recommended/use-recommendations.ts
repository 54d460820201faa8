// Which recommendations a visitor gets. A signed-in candidate gets the AI ranking
// (recommendations/jobs) when the board's plan has it, and the rule-based list otherwise: the AI
// call answers 403 without the feature, and only then is the rule-based one made. A guest, who has
// no profile, gets the guest list (the newest featured and most viewed jobs).
import { keepPreviousData } from '@tanstack/react-query';
import {
  useListGuestJobRecommendations,
  useListJobRecommendations,
  useListRecommendedJobs,
} from '@generated/api/jobs-discovery/jobs-discovery';
import type { JobRecommendation, Pagination } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import type { QueryLike } from '@/components/ui/query-view';

export type RecommendationPage = { data: { items: JobRecommendation[]; pagination: Pagination } };
export type RecommendationSource = 'ai' | 'rules' | 'guest';

type Result = {
  query: QueryLike<RecommendationPage> & { isPlaceholderData: boolean };
  source: RecommendationSource;
};

const notOnPlan = (error: unknown) => isApiError(error) && error.status === 403;

export function useRecommendations(page: number, signedIn: boolean): Result {
  const body = { page, limit: 10 } as const;
  const ai = useListRecommendedJobs(body, {
    query: { enabled: signedIn, placeholderData: keepPreviousData, retry: false },
    // A plan without the AI feature is expected, not a failure to announce.
    request: SILENT,
  });
  const fallback = signedIn && notOnPlan(ai.error);
  const rules = useListJobRecommendations(body, {
    query: { enabled: fallback, placeholderData: keepPreviousData },
  });
  const guest = useListGuestJobRecommendations(body, {
    query: { enabled: !signedIn, placeholderData: keepPreviousData },
  });
  if (!signedIn) return { query: guest, source: 'guest' };
  if (fallback) return { query: rules, source: 'rules' };
  return { query: ai, source: 'ai' };
}
