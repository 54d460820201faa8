// Row types of the jobs widget (migration 0052-jobs-widget, docs/jobs-widget.md).
import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.ts';

export type JobsWidgetSettingsTable = {
  company_id: string;
  client_id: string;
  /** Full origins (scheme, host, port), lower-case, as the browser sends them in Origin. */
  allowed_origins: ColumnType<string[], string[] | undefined, string[]>;
  updated_by: string | null;
  updated_at: Timestamp;
};

export type JobsWidgetTables = { jobs_widget_settings: JobsWidgetSettingsTable };
