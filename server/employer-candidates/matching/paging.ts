// Paging and sorting of ranked lists, shared by matches, recommendations and similar candidates.
import { fieldError } from '../../errors/errors.ts';

export type ListInput = { page?: number; limit?: number; sortBy?: string; sortOrder?: 'asc' | 'desc' };

export function pageOf<T>(items: readonly T[], q: ListInput): { slice: T[]; page: number; limit: number } {
  const page = q.page ?? 1;
  const limit = q.limit ?? 10;
  return { slice: items.slice((page - 1) * limit, page * limit), page, limit };
}

/** The sort a ranked list accepts: its score (the default) or the candidate's last activity. */
export function sortOf(q: ListInput): { by: 'score' | 'lastActiveAt'; asc: boolean } {
  const by = q.sortBy ?? 'score';
  if (by !== 'score' && by !== 'lastActiveAt') throw fieldError('sortBy', 'sortBy must be score or lastActiveAt');
  return { by, asc: q.sortOrder === 'asc' };
}

/** Orders by the chosen key, keeping the ranked order among equals. */
export function sortRanked<T>(
  items: T[],
  sort: ReturnType<typeof sortOf>,
  key: (t: T) => { score: number; lastActiveAt: string | null },
): T[] {
  const value = (t: T) => {
    const k = key(t);
    return sort.by === 'score' ? k.score : k.lastActiveAt ? new Date(k.lastActiveAt).getTime() : 0;
  };
  const indexed = items.map((item, i) => ({ item, i, v: value(item) }));
  indexed.sort((a, b) => (sort.asc ? a.v - b.v : b.v - a.v) || a.i - b.i);
  return indexed.map((x) => x.item);
}
