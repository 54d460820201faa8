// SQL of a candidate's job tracks (saved jobs and views). One row per candidate and job; saving
// sets liked and saved_at together, unsaving clears both, a view adds to view_count. Every query
// is bounded by the tenant and the candidate, so nobody reads or writes another's tracks.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { jobColumnsOf, type JobRow } from '../jobs/index.ts';
import { escapeLike } from '../db/like.ts';

export type TrackRow = {
  track_id: string;
  liked: boolean;
  saved_at: Date | null;
  view_count: number;
  last_viewed_at: Date | null;
};

export type SavedRow = JobRow & TrackRow;

/** A candidate's saved jobs, newest save first. Deleted jobs drop out; every other status stays. */
export async function savedTracks(
  db: Db,
  clientId: string,
  userId: string,
  opts: { search: string | null; sortOrder: 'asc' | 'desc'; page: number; limit: number },
): Promise<{ rows: SavedRow[]; total: number }> {
  const scope = scopedTo(db, clientId);
  let q = scope
    .selectFrom('job_tracks as t')
    .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 't.job_id').on(scope.owns('j')))
    .leftJoin('companies as c', (join) => join.onRef('c.id', '=', 'j.company_id').on(scope.owns('c')))
    .where('t.user_id', '=', userId)
    .where('t.saved_at', 'is not', null)
    .where('j.deleted_at', 'is', null)
    .where('j.status', '!=', 'DELETED');
  if (opts.search) {
    const like = `%${escapeLike(opts.search)}%`;
    q = q.where((w) =>
      w.or([
        w('j.title', 'ilike', like),
        w('c.name', 'ilike', like),
        w(sql<string>`j.company_info->>'companyName'`, 'ilike', like),
      ]),
    );
  }
  const rows = await q
    .select(jobColumnsOf('j'))
    .select([
      't.id as track_id',
      't.liked',
      't.saved_at',
      't.view_count',
      't.last_viewed_at',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('t.saved_at', opts.sortOrder)
    .orderBy('t.id')
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit)
    .execute();
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}

/** Counts the saved jobs when a page past the end came back empty. */
export async function countSaved(db: Db, clientId: string, userId: string): Promise<number> {
  const scope = scopedTo(db, clientId);
  const row = await scope
    .selectFrom('job_tracks as t')
    .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 't.job_id').on(scope.owns('j')))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('t.user_id', '=', userId)
    .where('t.saved_at', 'is not', null)
    .where('j.deleted_at', 'is', null)
    .where('j.status', '!=', 'DELETED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findTrack(
  db: Db,
  clientId: string,
  userId: string,
  jobId: string,
): Promise<TrackRow | undefined> {
  return scopedTo(db, clientId)
    .selectFrom('job_tracks')
    .select(['id as track_id', 'liked', 'saved_at', 'view_count', 'last_viewed_at'])
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

/** Saves or unsaves; saving an already saved job keeps its first saved_at (idempotent). */
export async function setSaved(db: Db, clientId: string, userId: string, jobId: string, saved: boolean) {
  const now = new Date();
  await scopedTo(db, clientId)
    .insertInto('job_tracks', {
      user_id: userId,
      job_id: jobId,
      liked: saved,
      saved_at: saved ? now : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'job_id']).doUpdateSet({
        liked: saved,
        saved_at: saved ? sql`coalesce(job_tracks.saved_at, ${now})` : null,
        updated_at: now,
      }),
    )
    .execute();
}
