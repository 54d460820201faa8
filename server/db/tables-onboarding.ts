// Row types of the tables of onboarding (migration 0003-onboarding).
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './columns.ts';

export type ClientSignupsTable = {
  client_id: string;
  user_id: string;
  email: string;
  tracking: Json;
  ip: string | null;
  verified_at: Timestamp | null;
  trial_ends_at: Timestamp | null;
  created_at: Timestamp;
};

export type DomainVerificationsTable = {
  id: Generated<string>;
  client_id: string;
  domain: string;
  txt_token: string;
  checked_at: Timestamp | null;
  verified_at: Timestamp | null;
  created_at: Timestamp;
  /** Why the last DNS check did not prove the domain (migration 0031). */
  check_note: ColumnType<string | null, string | null | undefined, string | null>;
};

export type LeadType = 'demo' | 'contact' | 'pricing' | 'trial';

export type LeadsTable = {
  id: Generated<string>;
  client_id: string | null;
  type: LeadType;
  name: string;
  email: string;
  company_name: string;
  country_code: string | null;
  mob_no: string | null;
  company_size: string | null;
  hires_per_year: number | null;
  message: string | null;
  page_url: string | null;
  tracking: Json;
  ip: string | null;
  created_at: Timestamp;
};

export type OnboardingTables = {
  client_signups: ClientSignupsTable;
  domain_verifications: DomainVerificationsTable;
  leads: LeadsTable;
};
