// The reviews list query, keyed by who is asking (the answer marks the caller's own reviews and
// depends on their role), and the invalidation every change of a review runs (the lists, and the
// company profile and cards, whose rating and count follow the published reviews).
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getGetCompanyQueryKey, getListCompaniesQueryKey } from '@generated/api/companies/companies';
import { getListCompanyReviewsQueryKey, useListCompanyReviews } from '@generated/api/reviews/reviews';
import type { PageSize, ReviewListQuery } from '@generated/api/model';
import type { PageChange } from '@/components/ui/pagination-bar';
import { useSession } from '@/lib/session/session';

export function useReviewList(query: ReviewListQuery, enabled = true) {
  const session = useSession();
  return useListCompanyReviews(query, {
    query: {
      queryKey: [...getListCompanyReviewsQueryKey(query), session?.user.email ?? null],
      placeholderData: keepPreviousData,
      enabled,
    },
  });
}

/** After a review changes: the lists, and the companies whose rating and review count it moves. */
export function useInvalidateReviews(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    // A profile's key is its URL with the id in it, so profiles are matched by the URL's stem.
    const profileStem = getGetCompanyQueryKey('')[0];
    await Promise.all([
      client.invalidateQueries({ queryKey: [getListCompanyReviewsQueryKey()[0]] }),
      client.invalidateQueries({ queryKey: [getListCompaniesQueryKey()[0]] }),
      client.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(profileStem),
      }),
    ]);
  }, [client]);
}

const PAGE_SIZES: readonly PageSize[] = [10, 20, 30, 40, 50];
type Paging = { page: number; limit: PageSize };

/** The page and page size of a reviews list; a size the contract does not offer falls back to 10. */
export function usePaging(): [Paging, (next: PageChange) => void, () => void] {
  const [paging, setPaging] = useState<Paging>({ page: 1, limit: 10 });
  const change = useCallback((next: PageChange) => {
    const limit = PAGE_SIZES.find((n) => n === next.limit) ?? 10;
    setPaging({ page: Math.max(1, next.page), limit });
  }, []);
  const first = useCallback(() => setPaging((p) => ({ ...p, page: 1 })), []);
  return [paging, change, first];
}
