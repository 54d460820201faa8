// Row types of candidate search (migrations 0019-candidate-search and 0020-search).
import type { Generated } from 'kysely';
import type { Timestamp } from './tables.ts';

export type CandidateContactRevealsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  candidate_id: string;
  revealed_by: string | null;
  job_id: string | null;
  created_at: Generated<Timestamp>;
};

export type SearchTables = {
  candidate_contact_reveals: CandidateContactRevealsTable;
};
