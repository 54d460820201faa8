// Row types of job alerts and their ledger of sent jobs (migration 0013-job-alerts).
import type { Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

type S = components['schemas'];
type IdName = S['IdName'];

/** An alert's criteria after normalising: sentinels removed, lists sorted, names kept for display. */
export type AlertCriteria = {
  keyword: string | null;
  categories: IdName[];
  employmentTypes: S['EmploymentType'][];
  workplaceTypes: S['WorkplaceType'][];
  city: IdName | null;
  country: IdName | null;
  experienceYears: number | null;
  salaryMin: number | null;
  currencyCode: S['CurrencyCode'] | null;
};

export type JobAlertsTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string | null;
  email: string;
  name: string;
  criteria: Json<AlertCriteria>;
  criteria_key: string;
  frequency: S['AlertFrequency'];
  is_active: Generated<boolean>;
  confirmed_at: Timestamp | null;
  confirm_sent_at: Timestamp | null;
  since: Timestamp;
  next_due_at: Timestamp;
  last_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
};

export type JobAlertSentJobsTable = {
  alert_id: string;
  job_id: string;
  sent_at: Timestamp;
};

export type JobAlertTables = {
  job_alerts: JobAlertsTable;
  job_alert_sent_jobs: JobAlertSentJobsTable;
};
