// What a change of saved searches or candidate lists makes stale. List membership also changes
// the results of a search filtered by list, so a list change refreshes every search read.
import type { QueryClient } from '@tanstack/react-query';

const SEARCH_PREFIX = '/client/api/v1/search';
const SAVED_PREFIX = '/client/api/v1/search/saved';

function keyStartsWith(prefix: string) {
  return ({ queryKey }: { queryKey: readonly unknown[] }) =>
    typeof queryKey[0] === 'string' && queryKey[0].startsWith(prefix);
}

/** After saving, renaming or deleting a saved search. */
export function refreshSavedSearches(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: keyStartsWith(SAVED_PREFIX) });
}

/** After creating, changing or deleting candidate lists, or changing who is in them. */
export function refreshCandidateLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => keyStartsWith(SEARCH_PREFIX)(q) && !keyStartsWith(SAVED_PREFIX)(q),
  });
}
