// Row types of company followers (migration 0048-company-followers, docs/company-followers.md).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

type MaybeTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type CompanyFollowsTable = {
  id: Generated<string>;
  client_id: string;
  /** The candidate who follows. */
  user_id: string;
  company_id: string;
  created_at: Timestamp;
};

/** The ledger of jobs a follower was told of: one row per (follower, job), ever. */
export type CompanyFollowDeliveriesTable = {
  client_id: string;
  user_id: string;
  job_id: string;
  company_id: string;
  told_at: Timestamp;
  /** When the job went out in the e-mail digest (or was passed over by it); null while it waits. */
  mailed_at: MaybeTimestamp;
};

export type CompanyFollowSettingsTable = {
  client_id: string;
  user_id: string;
  digest: Generated<boolean>;
  /** The digest tells of jobs announced from here on (when it was last turned on). */
  digest_since: MaybeTimestamp;
  last_digest_at: MaybeTimestamp;
  updated_at: Timestamp;
};

export type CompanyFollowerTables = {
  company_follows: CompanyFollowsTable;
  company_follow_deliveries: CompanyFollowDeliveriesTable;
  company_follow_settings: CompanyFollowSettingsTable;
};
