// Saved searches: the company's, visible to its whole team, names unique per company whatever
// their case. Saving (and replacing the filters) runs the search once, so the saved search knows
// who matched and a later rerun can mark who is new.
import type { components } from '@generated/schema';
import { isUniqueViolation } from '../db/errors.ts';
import { alreadyExists, fieldError, notFound } from '../errors/errors.ts';
import { page, type Page } from '../http/envelope.ts';
import { nameOf, type Searcher } from './employer.ts';
import { pagingOf } from '../candidates/index.ts';
import { ownListIds } from './repo/lists.ts';
import {
  deleteSavedSearchesById,
  insertSavedSearch,
  recordSavedSearchRun,
  savedSearchById,
  savedSearchPage,
  updateSavedSearchRow,
  type SavedSearchRow,
} from './repo/saved-searches.ts';
import { snapshot } from './results.ts';
import { checkFilters, withSavedFilters } from './saved-filters.ts';

type S = components['schemas'];
type Row = SavedSearchRow;

const TAKEN = 'Your company already has a saved search with this name';
const iso = (d: Date | string) => new Date(d).toISOString();

export function savedSearchView(r: Row): S['SavedSearch'] {
  return {
    _id: r.id,
    name: r.name,
    filters: r.filters,
    alertFrequency: r.alert_frequency,
    resultCount: r.result_count,
    lastRunAt: r.last_run_at ? iso(r.last_run_at) : null,
    createdByName: r.created_by_name,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** The company's saved search, or 404 (another company's is as unknown as a missing one). */
export async function savedSearchRow(s: Searcher, id: string): Promise<Row> {
  const row = await savedSearchById(s.db, s, id);
  if (!row) throw notFound('No such saved search');
  return row;
}

async function taken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(TAKEN);
    throw error;
  }
}

/** A list filter may name only the company's own lists (another company's list id is refused, not kept). */
async function checkListFilter(s: Searcher, filters: readonly S['SavedSearchFilter'][]): Promise<void> {
  const ids = [...new Set(filters.filter((f) => f.type === 'list').flatMap((f) => f.values))];
  if (!ids.length) return;
  const own = await ownListIds(s.db, s, ids);
  if (own.length !== ids.length) throw fieldError('filters', "filters: a list filter names your company's lists only");
}

async function runNow(s: Searcher, filters: S['SavedSearchFilter'][]) {
  const { ids, total } = await snapshot(s, withSavedFilters({}, filters));
  return { matched_ids: ids, previous_ids: null, result_count: total, last_run_at: new Date() };
}

export async function createSavedSearch(s: Searcher, input: S['SavedSearchInput']): Promise<S['SavedSearch']> {
  checkFilters(s.tenant, input.filters);
  await checkListFilter(s, input.filters);
  const run = await runNow(s, input.filters);
  const row = await taken(
    insertSavedSearch(s.db, s.clientId, {
      company_id: s.companyId,
      name: input.name.trim(),
      filters: JSON.stringify(input.filters),
      alert_frequency: input.alertFrequency ?? null,
      created_by: s.user.id,
      created_by_name: nameOf(s.user),
      ...run,
    }),
  );
  return savedSearchView(row);
}

export async function updateSavedSearch(
  s: Searcher,
  id: string,
  input: S['SavedSearchInput'],
): Promise<S['SavedSearch']> {
  const before = await savedSearchRow(s, id);
  checkFilters(s.tenant, input.filters);
  await checkListFilter(s, input.filters);
  const same = JSON.stringify(before.filters) === JSON.stringify(input.filters);
  const run = same ? {} : await runNow(s, input.filters);
  const row = await taken(
    updateSavedSearchRow(s.db, s, id, {
      name: input.name.trim(),
      filters: JSON.stringify(input.filters),
      alert_frequency: input.alertFrequency ?? null,
      updated_at: new Date(),
      ...run,
    }),
  );
  if (!row) throw notFound('No such saved search');
  return savedSearchView(row);
}

export const getSavedSearch = async (s: Searcher, id: string) => savedSearchView(await savedSearchRow(s, id));

const SORTS = { updatedAt: 'updated_at', name: 'name' } as const;

export async function listSavedSearches(s: Searcher, q: S['ListQuery']): Promise<Page<S['SavedSearch']>> {
  const sortBy = q.sortBy || 'updatedAt';
  if (!(sortBy in SORTS)) throw fieldError('sortBy', 'sortBy must be one of updatedAt, name');
  const column = SORTS[sortBy as keyof typeof SORTS];
  const { page: pageNo, limit, offset } = pagingOf(q);
  const direction = q.sortOrder ?? (column === 'name' ? 'asc' : 'desc');
  const { rows, total } = await savedSearchPage(s.db, s, {
    search: q.search?.trim(),
    sortBy: column,
    direction,
    limit,
    offset,
  });
  return page(rows.map(savedSearchView), total, pageNo, limit);
}

/** Deletes the company's saved searches among the ids; others' ids are ignored. */
export async function deleteSavedSearches(s: Searcher, ids: readonly string[]): Promise<S['Done']> {
  return { affected: await deleteSavedSearchesById(s.db, s, ids) };
}

/**
 * Records a rerun of a saved search and answers who counts as new in it. A run starts at its first
 * page: the ids matched then become the new baseline and the previous baseline is kept, so every
 * page of that run marks as new the same candidates (those missing from the previous baseline).
 */
export async function recordRun(
  s: Searcher,
  saved: Row,
  firstPage: { ids: string[]; total: number } | null,
): Promise<ReadonlySet<string>> {
  if (!firstPage) return new Set(saved.previous_ids ?? saved.matched_ids);
  await recordSavedSearchRun(s.db, s, saved.id, {
    previous_ids: saved.matched_ids,
    matched_ids: firstPage.ids,
    result_count: firstPage.total,
    last_run_at: new Date(),
  });
  return new Set(saved.matched_ids);
}
