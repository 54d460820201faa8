// Row types of interview scheduling (migration 0056-interviews, docs/interviews.md).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type InterviewStatusValue = 'proposed' | 'booked' | 'cancelled';
export type InterviewModeValue = 'video' | 'phone' | 'onsite';

export type InterviewsTable = {
  id: Generated<string>;
  client_id: string;
  application_id: string;
  status: ColumnType<InterviewStatusValue, InterviewStatusValue | undefined, InterviewStatusValue>;
  /** The invitation's revision (iCalendar SEQUENCE): grows with every change. */
  sequence: ColumnType<number, number | undefined, number>;
  /** The offered start times, ISO instants in UTC (jsonb array). */
  slots: ColumnType<string[], string, string>;
  starts_at: NullableTime;
  duration_minutes: number;
  mode: InterviewModeValue;
  location: string | null;
  note: string | null;
  employer_time_zone: string;
  candidate_time_zone: string | null;
  /** The employer user who last proposed times: the employer side's invitations go to them. */
  proposed_by: string | null;
  cancelled_by: 'employer' | 'candidate' | null;
  cancel_reason: string | null;
  reminder_sent_at: NullableTime;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type InterviewTables = { interviews: InterviewsTable };
