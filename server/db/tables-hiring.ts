// Row types of the hiring events and their monthly roll-up (migration 0016-hiring-analytics).
import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export type HiringEventKind =
  | 'view'
  | 'apply_start'
  | 'applied'
  | 'first_applicant'
  | 'shortlisted'
  | 'interviewed'
  | 'hired'
  | 'rejected'
  | 'profile_view'
  | 'invitation';

export type HiringSource = 'search' | 'alert' | 'direct' | 'import' | 'invitation';

export type HiringTables = {
  hiring_events: {
    id: Generated<string>;
    client_id: string;
    company_id: string;
    job_id: string | null;
    kind: HiringEventKind;
    source: HiringSource | null;
    value: number | null;
    occurred_at: Timestamp;
    rolled_up: Generated<boolean>;
  };
  hiring_monthly: {
    client_id: string;
    company_id: string;
    job_id: string;
    month: Timestamp;
    kind: HiringEventKind;
    source: string;
    n: number;
    value_sum: number;
    value_n: number;
  };
  hiring_job_totals: {
    client_id: string;
    company_id: string;
    job_id: string;
    kind: HiringEventKind;
    n: number;
  };
};
