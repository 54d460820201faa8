// React Query defaults of the specification (§9): cached data does not refetch on window focus and
// retries once; stale times come in four sizes that screens pick from.
import { QueryClient } from '@tanstack/react-query';
import { constants } from '@generated/manifest';

export const STALE = {
  short: constants.staleTimes.shortMs,
  medium: constants.staleTimes.mediumMs,
  long: constants.staleTimes.longMs,
  week: constants.staleTimes.weekMs,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.short,
        refetchOnWindowFocus: constants.query.refetchOnWindowFocus,
        retry: constants.query.retry,
      },
      mutations: { retry: false },
    },
  });
}
