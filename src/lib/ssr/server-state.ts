// The query cache the server rendered the page from (shared/ssr/state.ts), read once at start and
// put into the browser's cache before anything asks. Fixture mode and pages the browser renders
// have none.
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { SSR_STATE_ELEMENT_ID } from '@shared/ssr/state.ts';

export function serverRenderedState(): DehydratedState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState>;
    return Array.isArray(state.queries) && Array.isArray(state.mutations) ? (state as DehydratedState) : null;
  } catch {
    return null;
  }
}

/**
 * Each answer the server had, as of when it had it (so it goes stale as it would have here).
 * React Query's own `hydrate` also restores mutations, failed and pending queries, which the
 * server never sends, and would add its code (with the mutation cache's) to the first page's
 * script; the answers alone are this loop.
 */
export function restoreServerQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const { queryKey, state: answered } of state.queries)
    if (answered.status === 'success')
      queryClient.setQueryData(queryKey, answered.data, { updatedAt: answered.dataUpdatedAt });
}
