// React Query defaults of the specification (§9): cached data does not refetch on window focus and
// retries once; stale times come in four sizes that screens pick from.
import { QueryClient } from '@tanstack/react-query';
// By group, not through `constants`: this module is in every first page's script.
import { queryConstants, staleTimesConstants } from '@generated/manifest';

export const STALE = {
  short: staleTimesConstants.shortMs,
  medium: staleTimesConstants.mediumMs,
  long: staleTimesConstants.longMs,
  week: staleTimesConstants.weekMs,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.short,
        refetchOnWindowFocus: queryConstants.refetchOnWindowFocus,
        retry: queryConstants.retry,
      },
      mutations: { retry: false },
    },
  });
}
