// SQL of video resumes (table video_resumes of 0057-video-resume): one row per candidate and
// board; every statement of a board starts at scopedTo.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/tables.ts';
import type { VideoResumesTable } from '../db/tables-video-resume.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type VideoRow = Selectable<VideoResumesTable>;
type Q = Kysely<Database>;

export function findVideo(db: Q, clientId: string, userId: string): Promise<VideoRow | undefined> {
  return scopedTo(db, clientId)
    .selectFrom('video_resumes')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The row that stores a key of the random `name` (any extension) as its video or its poster. */
export function findByName(db: Q, clientId: string, name: string): Promise<VideoRow | undefined> {
  const keys = ['mp4', 'webm', 'png', 'jpg'].map((ext) => `${name}.${ext}`);
  return scopedTo(db, clientId)
    .selectFrom('video_resumes')
    .selectAll()
    .where((w) => w.or([w('video_key', 'in', keys), w('poster_key', 'in', keys)]))
    .executeTakeFirst();
}

export type NewVideo = { key: string; name: string; mimeType: string; size: number; seconds: number; at: Date };

/** Stores the video in place of any earlier one (and its poster); answers the old row. */
export async function replaceVideo(
  db: Q,
  clientId: string,
  userId: string,
  v: NewVideo,
): Promise<VideoRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, clientId);
    const old = await scope.deleteFrom('video_resumes').where('user_id', '=', userId).returningAll().executeTakeFirst();
    await scope
      .insertInto('video_resumes', {
        user_id: userId,
        video_key: v.key,
        name: v.name,
        mime_type: v.mimeType,
        size: v.size,
        duration_seconds: v.seconds,
        uploaded_at: v.at,
      })
      .execute();
    return old;
  });
}

export function setPoster(
  db: Q,
  clientId: string,
  userId: string,
  p: { key: string; mimeType: string; size: number },
): Promise<VideoRow | undefined> {
  return scopedTo(db, clientId)
    .updateTable('video_resumes')
    .set({ poster_key: p.key, poster_mime_type: p.mimeType, poster_size: p.size })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export function deleteVideo(db: Q, clientId: string, userId: string): Promise<VideoRow | undefined> {
  return scopedTo(db, clientId)
    .deleteFrom('video_resumes')
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The candidate behind an application to a job of the company, when there is one. */
export async function applicantOf(
  db: Q,
  clientId: string,
  companyId: string,
  applicationId: string,
): Promise<{ candidateId: string | null } | undefined> {
  const scope = scopedTo(db, clientId);
  const row = await scope
    .selectFrom('applications as a')
    .innerJoin('jobs as j', (j) => j.onRef('j.id', '=', 'a.job_id').on(scope.owns('j')))
    .select('a.candidate_id')
    .where('a.id', '=', applicationId)
    .where('j.company_id', '=', companyId)
    .executeTakeFirst();
  return row && { candidateId: row.candidate_id };
}

/** The storage keys of a row: what must leave the store with it. */
export const keysOf = (row: VideoRow | undefined): string[] =>
  row ? [row.video_key, ...(row.poster_key ? [row.poster_key] : [])] : [];
