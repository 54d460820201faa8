// Row types of the tables of accounts (migration 0002-accounts).
import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A reset ticket: what a correct password reset code is exchanged for; usable once, briefly. */
export type PasswordResetsTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
};

export type AccountTables = {
  password_resets: PasswordResetsTable;
};
