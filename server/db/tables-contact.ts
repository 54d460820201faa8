// Row types of the contact form's messages and the board's redirect rules (migrations
// 0029-contact-and-redirects, 0043-contact-handled).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type ContactMessageStatus = 'new' | 'spam';
export type ContactSpamReason = 'links' | 'duplicate';

export type ContactMessagesTable = {
  id: Generated<string>;
  client_id: string;
  name: string;
  /** Lower-cased, so the per-e-mail limit and the duplicate check compare like with like. */
  email: string;
  /** The dialling code and number, as '+91 9845012345'. */
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  /** A keyed hash of the sender's client address (never the address itself). */
  ip_hash: string;
  /** A hash of the message with case and spacing folded, for the duplicate check. */
  body_hash: string;
  status: ContactMessageStatus;
  spam_reason: ContactSpamReason | null;
  /** Where the message was e-mailed; null when it was not (spam, or no address to send to). */
  mailed_to: string | null;
  created_at: Timestamp;
  /** When an admin marked it answered in the console (migration 0043); null while new. */
  handled_at: Nullable<Date>;
  handled_by: Nullable<string>;
};

export type RedirectsTable = {
  id: Generated<string>;
  client_id: string;
  from_path: string;
  to_path: string;
  status_code: 301 | 302;
  created_at: Timestamp;
};

export type ContactTables = {
  contact_messages: ContactMessagesTable;
  redirects: RedirectsTable;
};
