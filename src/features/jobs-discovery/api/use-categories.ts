// The job categories with their open-job counts. Guests and signed-in users have separate calls
// (specification §6: the guest call table without a token, the authenticated one with it); both
// answer the same list, which changes rarely.
import { useListCategories, useListGuestCategories } from '@generated/api/master-data/master-data';
import type { Category } from '@generated/api/model';
import { STALE } from '@/lib/query/query-client';
import { useSession } from '@/lib/session/session';

export type CategoriesResult = {
  data: Category[] | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
};

/** Every category, empty ones included; screens that want only busy ones filter by jobCount. */
export function useCategories(): CategoriesResult {
  const signedIn = useSession() !== null;
  // One body for every screen, so they all share one cached answer.
  const body = {};
  const options = { staleTime: STALE.medium, select: (r: { data: Category[] }) => r.data };
  const guest = useListGuestCategories(body, { query: { ...options, enabled: !signedIn } });
  const member = useListCategories(body, { query: { ...options, enabled: signedIn } });
  return signedIn ? member : guest;
}
