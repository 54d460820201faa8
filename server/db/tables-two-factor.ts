// Row types of two-factor sign-in (migration 0055-two-factor, docs/two-factor.md).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TwoFactorSecretsTable = {
  client_id: string;
  user_id: string;
  /** The TOTP secret, AES-256-GCM under a key derived from the app secret (server/two-factor/crypto.ts). */
  secret_enc: string;
  /** Null while the enrolment waits for its first code. */
  confirmed_at: NullableTime;
  /** The last TOTP step accepted: a code of that step or an earlier one is a replay. */
  last_used_step: ColumnType<string | number, number | undefined, number>;
  created_at: Timestamp;
};

export type TwoFactorRecoveryCodesTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  code_hash: string;
  used_at: NullableTime;
  created_at: Timestamp;
};

export type TwoFactorChallengesTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  token_hash: string;
  tries: ColumnType<number, number | undefined, number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTime;
  created_at: Timestamp;
};

/** A browser trusted at the second step (migration 0058-two-factor-devices). */
export type TwoFactorDevicesTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  token_hash: string;
  /** What the browser said it was when trusted ("Chrome on Windows"), for the settings' list. */
  label: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: Timestamp;
};

export type TwoFactorTables = {
  two_factor_secrets: TwoFactorSecretsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  two_factor_devices: TwoFactorDevicesTable;
};
