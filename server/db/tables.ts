// Row types of the database, for Kysely. Generated<T> columns have database defaults.
import type { ColumnType, Generated } from 'kysely';
import type { AccountTables } from './tables-accounts.ts';
import type { AnalyticsTables } from './tables-analytics.ts';
import type { ApplicationTables } from './tables-applications.ts';
import type { FormTables } from './tables-forms.ts';
import type { ImportTables } from './tables-imports.ts';
import type { JobAlertTables } from './tables-job-alerts.ts';
import type { ContentTables } from './tables-content.ts';
import type { JobTables } from './tables-jobs.ts';
import type { OnboardingTables } from './tables-onboarding.ts';
import type { PushTables } from './tables-push.ts';
import type { ChatTables } from './tables-chat.ts';
import type { HiringTables } from './tables-hiring.ts';
import type { CandidateProfileTables } from './tables-candidate-profile.ts';
import type { PaymentTables } from './tables-payments.ts';
import type { SearchTables } from './tables-search.ts';
import type { EmployerCandidateTables } from './tables-employer-candidates.ts';
import type { CandidateMatchingTables } from './tables-candidate-matching.ts';
import type { ReviewTables } from './tables-reviews.ts';
import type { PageTables } from './tables-pages.ts';
import type { ContactTables } from './tables-contact.ts';
import type { JournalTables } from './tables-journal.ts';
import type { RateLimitTables } from './tables-rate-limits.ts';
import type { ConsentTables } from './tables-consent.ts';
import type { CompanyFollowerTables } from './tables-company-followers.ts';
import type { MailTemplateTables } from './tables-mail-templates.ts';
import type { KnockOutTables } from './tables-knock-outs.ts';
import type { JobsWidgetTables } from './tables-jobs-widget.ts';
import type { IndexingTables } from './tables-indexing.ts';
import type { TwoFactorTables } from './tables-two-factor.ts';
import type { InterviewTables } from './tables-interviews.ts';
import type { VideoResumeTables } from './tables-video-resume.ts';

import type { Json, Timestamp } from './columns.ts';

export type { Json, Timestamp } from './columns.ts';

export type ClientsTable = {
  id: Generated<string>;
  name: string;
  slug: string;
  status: Generated<'onboarding' | 'active' | 'suspended'>;
  subscription: Generated<string>;
  tier: Generated<string>;
  country: string | null;
  timezone: string | null;
  settings: Json;
  appearance: Json;
  /** When the board was given its default categories (migration 0042); null until then. */
  categories_seeded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ClientHostsTable = {
  host: string;
  client_id: string;
  kind: 'primary' | 'alias' | 'moved';
  txt_token: string | null;
  verified_at: Timestamp | null;
  created_at: Timestamp;
  /** When it stopped being the primary host (migration 0031); null for others and older moves. */
  retired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type CompaniesTable = {
  id: Generated<string>;
  client_id: string;
  name: string;
  slug: string;
  logo_uri: string | null;
  external_logo_url: string | null;
  domain: string | null;
  about: string | null;
  industry: string | null;
  size: string | null;
  website: string | null;
  location: Json;
  socials: Json;
  founded_year: Generated<number | null>;
  benefits: Generated<string[]>;
  photos: Generated<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type Role = 'candidate' | 'employer' | 'admin';

export type UsersTable = {
  id: Generated<string>;
  client_id: string;
  role: Role;
  employer_kind: 1 | 2 | null;
  company_id: string | null;
  invited_by: string | null;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  mob_no: string | null;
  country_code: string | null;
  designation: string | null;
  avatar_uri: string | null;
  permissions: Generated<string[]>;
  status: Generated<'unverified' | 'active' | 'disabled' | 'deleted'>;
  email_verified_at: Timestamp | null;
  tour_done: Generated<boolean>;
  profile_setup_done: Generated<boolean>;
  last_active_at: Timestamp | null;
  /** The language the person last used the board in (migration 0059-user-locale). */
  locale: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
};

export type SessionsTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
};

export type OtpsTable = {
  id: Generated<string>;
  client_id: string | null;
  user_id: string | null;
  email: string;
  purpose: string;
  code_hash: string;
  tries: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
};

export type OutboxTable = {
  id: Generated<string>;
  client_id: string | null;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  meta: Json;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** queued, sent, failed or unsent (no transport): server/db/migrations/0040-mail-delivery.ts. */
  status: 'queued' | 'sent' | 'failed' | 'unsent';
  attempts: Generated<number>;
  /** The SMTP server's answer to the last attempt that failed. */
  last_error: string | null;
  from_name: string | null;
  from_address: string | null;
  claimed_until: Timestamp | null;
};

export type FilesTable = {
  id: Generated<string>;
  client_id: string;
  owner_id: string | null;
  storage_key: string;
  name: string;
  mime_type: string;
  size: number;
  purpose: string;
  created_at: Timestamp;
};

export type AuditLogTable = {
  id: Generated<string>;
  client_id: string | null;
  actor_id: string | null;
  acting_for_id: string | null;
  action: string;
  detail: Json;
  at: Timestamp;
};

type CoreTables = {
  clients: ClientsTable;
  client_hosts: ClientHostsTable;
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  outbox: OutboxTable;
  files: FilesTable;
  audit_log: AuditLogTable;
};

/** Every table: the core ones above, and each domain's, declared in tables-<domain>.ts. */
export type Database = CoreTables &
  AccountTables &
  OnboardingTables &
  ContentTables &
  JobTables &
  AnalyticsTables &
  ApplicationTables &
  FormTables &
  ImportTables &
  JobAlertTables &
  PushTables &
  ChatTables &
  HiringTables &
  PaymentTables &
  CandidateProfileTables &
  SearchTables &
  EmployerCandidateTables &
  CandidateMatchingTables &
  ReviewTables &
  PageTables &
  ContactTables &
  JournalTables &
  RateLimitTables &
  ConsentTables &
  CompanyFollowerTables &
  MailTemplateTables &
  KnockOutTables &
  JobsWidgetTables &
  IndexingTables &
  TwoFactorTables &
  InterviewTables &
  VideoResumeTables;
