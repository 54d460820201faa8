// Suggestions for the keyword being typed (jobs/search-suggestions, issue 18), asked for once the
// user pauses briefly and only from two letters on; the last answer stays while the next loads, so
// the list does not flicker empty between keystrokes. Failures are silent: the box still searches.
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useSuggestJobSearch } from '@generated/api/jobs-discovery/jobs-discovery';
import type { JobSearchSuggestion } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';

const PAUSE_MS = 120;
const MIN_LETTERS = 2;

export function useSuggestions(text: string): JobSearchSuggestion[] {
  const [typed] = useDebouncedValue(text.trim(), PAUSE_MS);
  const enabled = typed.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_LETTERS;
  const suggestions = useSuggestJobSearch(
    { q: typed, limit: 5 },
    { query: { enabled, placeholderData: keepPreviousData, staleTime: 30_000 }, request: SILENT },
  );
  return enabled ? (suggestions.data?.data.items ?? []) : [];
}
