// A search request made ready to run, shared by the search itself, its facet counts and a saved
// search's snapshot: the plan's advanced filters and the sensitive-filter rule checked, the filters
// resolved, the conditions built.
import type { RawBuilder, SqlBool } from 'kysely';
import { fieldError } from '../errors/errors.ts';
import { checkAdvanced } from './advanced-filters.ts';
import type { Searcher } from './employer.ts';
import { resolveFilters, type CandidateSearchQuery, type SearchFilters } from './filters.ts';
import { idsOf } from './repo/search-page.ts';
import {
  conditionsOf,
  countOf,
  searchScope,
  whereOf,
  type Conditions,
  type Scope,
  type SortKey,
} from './repo/search-conditions.ts';
import { auditSensitive, checkSensitive } from './sensitive.ts';

export type PreparedSearch = {
  scope: Scope;
  filters: SearchFilters;
  conditions: Conditions;
  where: RawBuilder<SqlBool>;
};

const SORTS: readonly SortKey[] = ['relevance', 'lastActiveAt', 'experience'];

export function sortOf(sortBy: string | undefined): SortKey {
  if (sortBy === undefined || sortBy === '') return 'relevance';
  const found = SORTS.find((s) => s === sortBy);
  if (!found) throw fieldError('sortBy', `sortBy must be one of ${SORTS.join(', ')}`);
  return found;
}

export async function prepare(s: Searcher, q: CandidateSearchQuery): Promise<PreparedSearch> {
  await checkAdvanced(s, q);
  checkSensitive(s.tenant, q.genderIds);
  const scope = searchScope(s.db, s.clientId, s.companyId);
  const filters = await resolveFilters(s.db, s.clientId, q);
  const conditions = conditionsOf(scope, filters);
  return { scope, filters, conditions, where: whereOf(scope, conditions) };
}

/** The most candidates a saved search remembers of one run (docs/candidate-search.md). */
export const SNAPSHOT_CAP = 10_000;

export type Snapshot = { ids: string[]; total: number };

/** The ids a prepared search matches now, best first, with their exact number. */
export async function snapshotOf(s: Searcher, p: PreparedSearch): Promise<Snapshot> {
  const ids = await idsOf(s.db, p.scope, p.conditions, p.filters, SNAPSHOT_CAP + 1);
  if (ids.length <= SNAPSHOT_CAP) return { ids, total: ids.length };
  return { ids: ids.slice(0, SNAPSHOT_CAP), total: await countOf(s.db, p.where) };
}

/** The ids a search matches now, best first, with their number. */
export async function snapshot(s: Searcher, q: CandidateSearchQuery): Promise<Snapshot> {
  const p = await prepare(s, q);
  await auditSensitive(s, p.filters.genderIds);
  return snapshotOf(s, p);
}
