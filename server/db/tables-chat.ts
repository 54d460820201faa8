// Row types of chat (migration 0015-chat).
import type { Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './tables.ts';

export type ChatSide = 'candidate' | 'employer';

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
};

export type ChatRoomMembersTable = {
  room_id: string;
  user_id: string;
  side: ChatSide;
  last_read_at: Timestamp;
  joined_at: Timestamp;
};

export type ChatBlocksTable = { client_id: string; candidate_id: string; company_id: string; created_at: Timestamp };

export type ChatReportsTable = {
  id: Generated<string>;
  client_id: string;
  room_id: string;
  reporter_id: string;
  reason: string;
  created_at: Timestamp;
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
