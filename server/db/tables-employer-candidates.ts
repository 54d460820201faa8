// Row types of employer candidate handling (migration 0021-employer-candidates).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export type CandidateViewsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  candidate_id: string;
  viewer_id: string | null;
  /** TrackUserType: 1 profile, 2 resume, 3 contact reveal. */
  type: 1 | 2 | 3;
  job_id: string | null;
  /** A `date`: select to_char(day, 'YYYY-MM-DD') for a string. */
  day: ColumnType<Date | string, Date | string, Date | string>;
  created_at: Timestamp;
  last_at: Timestamp;
};

export type CandidateInvitationsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  job_id: string;
  candidate_id: string;
  invited_by: string | null;
  message: string;
  created_at: Timestamp;
  opened_at: Timestamp | null;
};

export type CandidateNotesTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  candidate_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Timestamp;
};

export type EmployerCandidateTables = {
  candidate_views: CandidateViewsTable;
  candidate_invitations: CandidateInvitationsTable;
  candidate_notes: CandidateNotesTable;
};
