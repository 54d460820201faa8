// Row types of bulk imports (migration 0009-imports). jobs.import_run_id is declared with the
// jobs table (tables-jobs.ts) as an optional column of this domain.
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

type S = components['schemas'];

export type ImportRunStatus = S['FileHistoryStatus'];
export type ImportRowError = S['FileHistoryRowError'];

export type ImportRunsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  created_by: string | null;
  import_type: S['JobImportType'];
  file_name: string;
  source: string | null;
  payload: ColumnType<S['ImportJobInput'][] | null, string | null, string | null>;
  mirror: Generated<boolean>;
  status: Generated<ImportRunStatus>;
  total: Generated<number>;
  processed: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  closed: Generated<number>;
  failed: Generated<number>;
  errors: Json<ImportRowError[]>;
  /** Imported rows read in a way worth saying (same shape as errors). */
  notes: Json<ImportRowError[]>;
  message: string | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ImportTables = {
  import_runs: ImportRunsTable;
};
