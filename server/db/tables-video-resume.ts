// Row types of video resumes (migration 0057-video-resume, docs/video-resume.md).
import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.ts';

/** bigint arrives as a string from PostgreSQL and a number from PGlite; read it with Number(). */
type Big = ColumnType<string | number, number, number>;
type MaybeBig = ColumnType<string | number | null, number | null | undefined, number | null>;

export type VideoResumesTable = {
  client_id: string;
  user_id: string;
  /** Storage key of the video (server/files/storage.ts). */
  video_key: string;
  name: string;
  mime_type: string;
  size: Big;
  duration_seconds: number;
  poster_key: string | null;
  poster_mime_type: string | null;
  poster_size: MaybeBig;
  uploaded_at: Timestamp;
};

export type VideoResumeTables = {
  video_resumes: VideoResumesTable;
};
