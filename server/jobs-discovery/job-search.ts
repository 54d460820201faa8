// Searching and browsing jobs (jobs/get-job-list): the public board, or with `mine` the
// employer's own jobs. One query for the page and one for the total and facets; the companies
// of the page and the candidate's applied and saved flags are fetched in one batch each.
import type { components } from '@generated/schema';
import { listCategoryRows } from '../master-data/index.ts';
import type { Db } from '../db/database.ts';
import type { AuthUser } from '../http/context.ts';
import { forbidden } from '../errors/errors.ts';
import {
  boardStamp,
  companiesForCards,
  jobSummary,
  type Audience,
  candidateMarks,
  profileSkillNames,
  type CardRow,
} from '../jobs/index.ts';
import { readJobSearch, type JobSearchQuery, type JobStatus } from './job-filters.ts';
import { facetsOf, type CategoryNode } from './facets.ts';
import { planJobKeyword, withoutNoise } from './job-keyword.ts';
import { understandKeyword, type Understood } from './keyword-places.ts';
import { didYouMean, FEW_RESULTS } from './did-you-mean.ts';
import { facetCounts, forgetKeptFacets, type FacetOptions } from './facet-cache.ts';
import {
  forgetKeptCounts,
  keywordStats,
  searchPage,
  type Keyword,
  type PlaceFilters,
  type SearchScope,
  type SearchSpec,
} from './search-repo.ts';
import { forgetKeptRankings } from './ranking-cache.ts';
import { forgetKeptPlans } from './kept-plans.ts';

type S = components['schemas'];

export type SearchOptions = FacetOptions & {
  /**
   * The board's settings as the request read them with its tenant: the board's synonym groups are
   * taken from them rather than read again (a statement fewer a keyword search).
   */
  settings?: Record<string, unknown>;
};

/** At least this many jobs holding every word, and only those are listed. */
const ENOUGH_FOR_EVERY = 10;

export type JobSearchResult = {
  items: S['JobSummary'][];
  pagination: S['Pagination'];
  facets: S['JobFacets'];
  understood: S['JobSearchUnderstood'] | null;
  didYouMean: string | null;
  elsewhere: S['JobSummary'][];
  relatedRoles: string[];
};

/** The most related roles a response names (the contract's bound). */
const MAX_RELATED_NAMED = 20;

/** The categories and all their subcategories. */
function withSubcategories(ids: string[], nodes: CategoryNode[]): string[] {
  const children = new Map<string, string[]>();
  for (const n of nodes) if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  const out = new Set<string>();
  const stack = [...ids];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...out];
}

function scopeFor(clientId: string, user: AuthUser | null, mine: boolean, statuses: JobStatus[] | null): SearchScope {
  if (!mine) return { kind: 'public', clientId };
  if (!user || user.role !== 'employer' || !user.companyId) throw forbidden('Only an employer can list their own jobs');
  return { kind: 'company', clientId, companyId: user.companyId, statuses };
}

/** The place and workplace filters read from the keyword. */
function readFilters(u: Understood): PlaceFilters | null {
  if (!u.place && !u.workplace) return null;
  return {
    cityId: u.place?.kind === 'city' ? u.place.id : null,
    stateId: u.place?.kind === 'state' ? u.place.id : null,
    countryId: u.place?.kind === 'country' ? u.place.id : null,
    workplaceTypes: u.workplace ? [u.workplace] : [],
  };
}

/** The same search without the filters read from the keyword, over the jobs they left out. */
function elsewhereSpec(spec: SearchSpec, read: PlaceFilters): SearchSpec {
  const f = spec.filters;
  return {
    ...spec,
    filters: {
      ...f,
      cityId: read.cityId ? null : f.cityId,
      stateId: read.stateId ? null : f.stateId,
      countryId: read.countryId ? null : f.countryId,
      workplaceTypes: read.workplaceTypes.length ? [] : f.workplaceTypes,
    },
    outside: read,
  };
}

export async function searchJobs(
  db: Db,
  clientId: string,
  user: AuthUser | null,
  query: JobSearchQuery,
  now: Date = new Date(),
  options: SearchOptions = {},
): Promise<JobSearchResult> {
  const { settings, ...counting } = options;
  const search = readJobSearch(query);
  const scope = scopeFor(clientId, user, search.mine, search.statuses);
  // The board's stamp, read first: what is kept of this board (pools, counts, open jobs) is kept
  // by it, so it must be older than anything read with it.
  const stamp = boardStamp(db, clientId);
  stamp.catch(() => undefined);
  const candidate = scope.kind === 'public' && user?.role === 'candidate' ? user : null;
  const typed = search.filters.keyword;
  const f = search.filters;
  // Place and remote words are read from a public search's keyword unless the user undid it, and
  // only where the search does not already filter on a location or a workplace.
  const understood: Understood | null =
    typed && scope.kind === 'public' && query.literal !== true
      ? await understandKeyword(db, clientId, typed, {
          place: !f.cityId && !f.stateId && !f.countryId,
          workplace: !f.workplaceTypes.length,
        })
      : null;
  const said = understood ? understood.keyword : typed;
  const text = said ? withoutNoise(said) : null;
  const filters = {
    ...f,
    ...(understood?.place ? { [`${understood.place.kind}Id`]: understood.place.id } : {}),
    ...(understood?.workplace ? { workplaceTypes: [understood.workplace] } : {}),
  };

  const [categories, groups, profileSkills] = await Promise.all([
    listCategoryRows(db, clientId, {}),
    text
      ? planJobKeyword(db, clientId, text, {
          related: scope.kind === 'public',
          stamp,
          ...(settings ? { settings } : {}),
        })
      : Promise.resolve(null),
    candidate ? profileSkillNames(db, clientId, candidate.id) : Promise.resolve([]),
  ]);
  const nodes: CategoryNode[] = categories.map((c) => ({ id: c.id, name: c.name, parentId: c.parent_id }));
  const narrowed = { ...filters, categoryIds: withSubcategories(filters.categoryIds, nodes) };
  // A keyword whose every word a page of jobs holds requires them all (the common case, and the
  // cheap one); otherwise any word matches, the rarer words weighing more (docs/job-search.md).
  const { every, frequencies, commonInTitles, expected } = groups
    ? await keywordStats(db, scope, groups, ENOUGH_FOR_EVERY, narrowed, stamp, now)
    : { every: false, frequencies: [], commonInTitles: false, expected: { title: [], document: [] } };
  // Groups no job holds are left out: they cannot match, only slow the ranking down. Related
  // roles are offered only when few jobs hold every group (docs/job-search.md).
  const held = every
    ? (groups ?? []).map(({ related: _related, relatedNames: _names, ...g }) => g)
    : (groups?.filter((_, i) => (frequencies[i] ?? 0) > 0) ?? []);
  const keyword: Keyword | null = !text
    ? null
    : held.length
      ? {
          mode: 'words',
          groups: held,
          frequencies: frequencies.filter((n) => n > 0),
          text,
          every,
          commonInTitles,
          expected,
        }
      : { mode: 'fuzzy', text };
  const spec: SearchSpec = {
    scope,
    filters: narrowed,
    keyword,
    profileSkills,
  };

  const [rows, counts] = await Promise.all([
    searchPage(db, spec, search.sort, search.page, search.limit, stamp),
    facetCounts(db, spec, { ...counting, stamp }),
  ]);
  const { total, facets } = facetsOf(counts.rows, nodes, counts.capped, counts.estimated);
  // The last page of the role in the place read from the keyword goes on with the role elsewhere.
  const outside = understood && keyword ? readFilters(understood) : null;
  const elsewhereRows =
    outside && !counts.capped && !counts.estimated && search.page >= Math.ceil(total / search.limit)
      ? await searchPage(db, elsewhereSpec(spec, outside), search.sort, 1, search.limit, stamp)
      : [];
  const shown = [...rows, ...elsewhereRows];
  const ids = shown.map((r) => r.id);
  const [companies, marks] = await Promise.all([
    companiesForCards(
      db,
      clientId,
      shown.map((r) => r.company_id),
      stamp,
    ),
    candidate ? candidateMarks(db, clientId, candidate.id, ids) : Promise.resolve(null),
  ]);
  const audienceOf = (id: string): Audience =>
    scope.kind === 'company'
      ? { kind: 'owner', postedByName: null }
      : marks
        ? { kind: 'candidate', applied: marks.applied.has(id), saved: marks.saved.has(id) }
        : { kind: 'public' };

  // Few results for words the board does not use: offer the closest words it does, in place of them.
  const suggestion =
    scope.kind === 'public' && typed && text && total <= FEW_RESULTS
      ? await didYouMean(db, clientId, text, typed)
      : null;
  const summary = (r: CardRow) => jobSummary(r, companies.get(r.company_id), audienceOf(r.id), now);
  return {
    items: rows.map(summary),
    pagination: {
      page: total === 0 ? 1 : search.page,
      limit: search.limit,
      total,
      totalPages: Math.ceil(total / search.limit),
    },
    facets,
    understood:
      understood && typed && (understood.place || understood.workplace)
        ? { keyword: understood.keyword, typed, place: understood.place, workplaceType: understood.workplace }
        : null,
    didYouMean: suggestion,
    elsewhere: elsewhereRows.map(summary),
    // Only groups a job holds are searched, and a group's related roles count toward its holding.
    relatedRoles:
      keyword?.mode === 'words' && !keyword.every
        ? [...new Set(keyword.groups.flatMap((g) => g.relatedNames ?? []))].slice(0, MAX_RELATED_NAMED)
        : [],
  };
}

/**
 * Forgets what searches keep by the board's stamp (plans, rankings, word counts, facet counts), so the
 * next asking of each is its first: the benchmark's "first asking" scenario.
 */
export function forgetKeptSearches(): void {
  forgetKeptRankings();
  forgetKeptCounts();
  forgetKeptFacets();
  forgetKeptPlans();
}
