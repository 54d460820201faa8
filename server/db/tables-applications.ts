// Row types of notifications and the other tables of migration 0007-applications. The columns it
// adds to `applications` (apply_meta, claimed_at) are declared here; Database intersects them with
// the ApplicationsTable of tables-jobs.ts.
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

type S = components['schemas'];

export type NotificationRefs = NonNullable<S['Notification']['refs']>;

export type NotificationsTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  kind: S['NotificationType'];
  title: string;
  body: string;
  link: string | null;
  data: Json<NotificationRefs>;
  read_at: Timestamp | null;
  created_at: Timestamp;
};

export type ApplicationStatusMailsTable = {
  client_id: string;
  application_id: string;
  status: S['ApplicationStatus'];
  sent_at: Timestamp;
};

export type RedirectClicksTable = {
  id: Generated<string>;
  client_id: string;
  job_id: string;
  user_id: string | null;
  application_id: string | null;
  origin: string | null;
  created_at: Timestamp;
};

/** What the page showed when a redirect application was recorded. */
export type ApplyMeta = { jobTitle?: string; origin?: string; redirectUrl?: string };

export type ApplicationExtraColumns = {
  apply_meta: ColumnType<ApplyMeta | null, ApplyMeta | string | null | undefined, ApplyMeta | string | null>;
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type ApplicationTables = {
  applications: ApplicationExtraColumns;
  notifications: NotificationsTable;
  application_status_mails: ApplicationStatusMailsTable;
  redirect_clicks: RedirectClicksTable;
};
