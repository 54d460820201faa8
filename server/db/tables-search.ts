// Row types of candidate search (migrations 0019-candidate-search and 0020-search).
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

export type CandidateContactRevealsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  candidate_id: string;
  revealed_by: string | null;
  job_id: string | null;
  created_at: Timestamp;
};

/** Kept by triggers (0020-search, 0023-candidate-search-tiers): read only, never written by the application. */
export type CandidateSearchTable = {
  user_id: string;
  client_id: string;
  findable: boolean;
  doc: string;
  /** The A part of doc (headline, job titles). */
  doc_a: string;
  /** The A and B parts of doc (with skills and name). */
  doc_ab: string;
  last_active_at: Timestamp | null;
  experience_months: number | null;
  expected_salary: ColumnType<string | null, never, never>;
  salary_currency: string | null;
  city_id: string | null;
  city_nm: string | null;
  gender_id: string | null;
  gender_nm: string | null;
  domain_id: string | null;
  domain_nm: string | null;
  skill_keys: string[];
  qualification_keys: string[];
  titles: string;
  companies: string;
  certificates: string;
};

export type CandidateSearchTermsTable = { client_id: string; term: string };
/** The words of a board's job titles and skills, for typo correction (migration 0035). */
export type JobSearchTermsTable = { client_id: string; term: string };

export type SavedSearchesTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  name: string;
  filters: Json<components['schemas']['SavedSearchFilter'][]>;
  alert_frequency: 'daily' | 'weekly' | null;
  result_count: Generated<number>;
  last_run_at: Timestamp | null;
  matched_ids: Generated<string[]>;
  previous_ids: string[] | null;
  created_by: string | null;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CandidateListsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  name: string;
  description: string | null;
  created_by: string | null;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CandidateListMembersTable = {
  list_id: string;
  candidate_id: string;
  client_id: string;
  added_by: string | null;
  added_by_name: string;
  added_at: Timestamp;
};

/** One distinct search a company ran on a day, counted against `candidateSearches` (0028). */
export type CandidateSearchUsesTable = {
  client_id: string;
  company_id: string;
  day: Generated<string>;
  signature: string;
  user_id: string | null;
  at: Timestamp;
};

export type SearchTables = {
  candidate_contact_reveals: CandidateContactRevealsTable;
  candidate_search: CandidateSearchTable;
  candidate_search_terms: CandidateSearchTermsTable;
  job_search_terms: JobSearchTermsTable;
  candidate_search_uses: CandidateSearchUsesTable;
  saved_searches: SavedSearchesTable;
  candidate_lists: CandidateListsTable;
  candidate_list_members: CandidateListMembersTable;
};
