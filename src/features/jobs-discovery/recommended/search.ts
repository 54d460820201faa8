// The recommended-jobs page keeps its page number in the URL (?page=2), so reloads and the Back
// button land on the same page. Anything else is dropped.
export type RecommendedJobsSearch = { page?: number };

export function validateRecommendedJobsSearch(search: Record<string, unknown>): RecommendedJobsSearch {
  const raw = search.page;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n > 1 && n <= 1000 ? { page: n } : {};
}
