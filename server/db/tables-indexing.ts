// Row types of instant indexing (migration 0054-indexing, docs/indexing.md).
import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.ts';

export type IndexingSettingsTable = {
  client_id: string;
  /** The service account's JSON as the admin gave it: a secret, never answered. */
  google_service_account: string | null;
  google_client_email: string | null;
  indexnow_key: string | null;
  updated_at: Timestamp;
};

export type IndexingEngine = 'google' | 'indexnow';
export type IndexingType = 'URL_UPDATED' | 'URL_DELETED';
/** queued (waiting or retrying), sent, deferred (a quota is spent: waits for the next day), failed (retries exhausted or refused). */
export type IndexingStatus = 'queued' | 'sent' | 'deferred' | 'failed';

export type IndexingNotificationsTable = {
  id: ColumnType<string, string | undefined, never>;
  client_id: string;
  job_id: string;
  engine: IndexingEngine;
  url: string;
  type: IndexingType;
  status: ColumnType<IndexingStatus, IndexingStatus | undefined, IndexingStatus>;
  status_code: number | null;
  answer: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  updated_at: Timestamp;
};

export type IndexingTables = {
  indexing_settings: IndexingSettingsTable;
  indexing_notifications: IndexingNotificationsTable;
};
