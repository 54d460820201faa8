// Row types of knock-out questions (migration 0053-knock-outs, docs/knock-outs.md).
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './columns.ts';

type MaybeTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type JobScreeningRulesTable = {
  client_id: string;
  job_id: string;
  key_nm: string;
  weight: Generated<number>;
  /** Option values that pass a choice question; null when the rule is not of that kind. */
  accepted_values: Json<string[]> | null;
  min_value: number | null;
  max_value: number | null;
  must_be_yes: Generated<boolean>;
  /** The rule's place in the employer's list. */
  position: Generated<number>;
};

export type ApplicationScreeningsTable = {
  application_id: string;
  client_id: string;
  job_id: string;
  /** 0–100; null when no question carried a weight. */
  score: number | null;
  set_aside: Generated<boolean>;
  failed: Generated<string[]>;
  screened_at: Timestamp;
  brought_back_at: MaybeTimestamp;
  brought_back_by: string | null;
};

export type KnockoutNoticesTable = {
  application_id: string;
  client_id: string;
  run_at: ColumnType<Date, Date | string, Date | string>;
  sent_at: MaybeTimestamp;
  cancelled_at: MaybeTimestamp;
};

export type KnockoutSettingsTable = {
  client_id: string;
  notice_delay_days: Generated<number>;
  updated_at: Timestamp;
};

export type KnockOutTables = {
  job_screening_rules: JobScreeningRulesTable;
  application_screenings: ApplicationScreeningsTable;
  knockout_notices: KnockoutNoticesTable;
  knockout_settings: KnockoutSettingsTable;
};
