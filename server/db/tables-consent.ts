// Row types of the consent records (migration 0044-consent-records, docs/consent.md).
import type { Generated } from 'kysely';

export type ConsentRecordsTable = {
  id: Generated<string>;
  client_id: string;
  /** The random id the visitor's browser keeps with its choice (never a person or an address). */
  visitor_id: string;
  /** The cookie policy version the visitor was shown. */
  policy_version: string;
  analytics: boolean;
  marketing: boolean;
  created_at: Generated<Date>;
};

export type ConsentTables = { consent_records: ConsentRecordsTable };
