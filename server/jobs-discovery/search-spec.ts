// The shape of a job search as the SQL of search-repo.ts reads it: its scope, its keyword and
// filters. Apart from the SQL, so that the kept rankings (ranking-cache.ts), which the SQL uses,
// can name it without an import cycle.
import type { KeywordGroup } from '../keywords/index.ts';
import type { JobFilters, JobStatus } from './job-filters.ts';

/**
 * About how many jobs match, by title and by document, in each posting window of RECENT_WINDOWS_DAYS
 * and then among every job posted (the entry after the windows'; none: many).
 */
export type ExpectedMatches = { title: number[]; document: number[] };

/** Which jobs a search runs over: a tenant's live jobs, or one company's own jobs in any status. */
export type SearchScope =
  | { kind: 'public'; clientId: string }
  | { kind: 'company'; clientId: string; companyId: string; statuses: JobStatus[] | null };

/**
 * How the keyword matches. 'words': the keyword's groups (server/jobs-discovery/job-keyword.ts), a job
 * matching any of them, ranked by how many it holds (docs/job-search.md). 'fuzzy': trigram
 * similarity of the keyword to the title's words, used when no group matches any job in scope
 * (a misspelling no correction found).
 */
export type Keyword =
  | {
      mode: 'words';
      groups: KeywordGroup[];
      frequencies: number[];
      text: string;
      every: boolean;
      /** Titles holding the keyword are common: the first pass walks the newest jobs for them. */
      commonInTitles: boolean;
      /** About how many jobs match, by title and by document, in each of RECENT_WINDOWS_DAYS. */
      expected: ExpectedMatches;
    }
  | { mode: 'fuzzy'; text: string };

/** Where a search's place and workplace filters put a job: its city, state, country and workplace. */
export type PlaceFilters = Pick<JobFilters, 'cityId' | 'stateId' | 'countryId' | 'workplaceTypes'>;

/** A search with categories already widened to their subcategories. */
export type SearchSpec = {
  scope: SearchScope;
  filters: JobFilters;
  keyword: Keyword | null;
  /** Lower-cased skill names of the signed-in candidate, for relevance. */
  profileSkills: string[];
  /** Only jobs these filters would leave out: the role elsewhere than the place read from the keyword. */
  outside?: PlaceFilters;
};

/** One count of a search's answer: the total, or a facet's bucket (search-repo.ts, searchFacets). */
export type FacetRow = {
  facet: 'total' | 'category' | 'employment' | 'workplace' | 'location' | 'date';
  value: string;
  label: string;
  n: number;
};
