// Row types of chat (migrations 0015-chat and 0034-chat-reports).
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

export type ChatSide = 'candidate' | 'employer';

/** A column that may be null and is left out of inserts. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type ChatRoomsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  candidate_id: string;
  job_id: string | null;
  job_title: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the board's moderators closed it to new messages (0034). */
  closed_at: Nullable<Date>;
  closed_by: Nullable<string>;
};

export type ChatMessagesTable = {
  id: Generated<string>;
  client_id: string;
  room_id: string;
  sender_id: string;
  sender_side: ChatSide;
  client_message_id: string | null;
  body: string;
  attachments: Json<components['schemas']['UploadedFile'][]>;
  created_at: Timestamp;
  read_at: Date | null;
  /** When the board's moderators removed it (0034); its text stays for the console only. */
  removed_at: Nullable<Date>;
  removed_by: Nullable<string>;
};

export type ChatRoomMembersTable = {
  room_id: string;
  user_id: string;
  side: ChatSide;
  last_read_at: Timestamp;
  joined_at: Timestamp;
};

export type ChatBlocksTable = { client_id: string; candidate_id: string; company_id: string; created_at: Timestamp };

export type ChatReportReason = components['schemas']['ChatReportReason'];
export type ChatReportState = components['schemas']['ChatReportState'];
export type ChatReportAction = components['schemas']['AdminChatDecisionAction'];

export type ChatReportsTable = {
  id: Generated<string>;
  client_id: string;
  room_id: string;
  reporter_id: string;
  reason: ChatReportReason;
  created_at: Timestamp;
  /** The reported message; null for a report of the whole room (0034). */
  message_id: Nullable<string>;
  /** Whom the report is about (null for the earlier reports, or once that account is erased). */
  reported_id: Nullable<string>;
  details: Nullable<string>;
  state: Generated<ChatReportState>;
  actions: Generated<ChatReportAction[]>;
  decision_note: Nullable<string>;
  decided_by: Nullable<string>;
  decided_at: Nullable<Date>;
};

export type ChatMailSentTable = { room_id: string; user_id: string; hour: Date };

export type ChatTables = {
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  chat_room_members: ChatRoomMembersTable;
  chat_blocks: ChatBlocksTable;
  chat_reports: ChatReportsTable;
  chat_mail_sent: ChatMailSentTable;
};
