// A candidate's saved (liked) jobs and job views. A job can be saved or viewed while its page opens
// (live, or PAUSED/CLOSED/EXPIRED); drafts, pending, declined, inactive and deleted jobs answer 404
// like unknown ones. A saved job that later stops being live stays in the saved list marked
// isLive false, so the candidate sees it closed and can unsave it; a deleted job leaves the list.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { AuthUser } from '../http/context.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import { page, type Page } from '../http/envelope.ts';
import {
  recordJobEvent,
  companiesByIds,
  type JobRow,
  jobSummary,
  candidateMarks,
  countCandidateView,
  findJob,
  isLiveRow,
  isViewableRow,
} from '../jobs/index.ts';
import { countSaved, findTrack, savedTracks, setSaved, type TrackRow } from './tracks-repo.ts';

type S = components['schemas'];

const NO_JOB = 'This job does not exist or is no longer available';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function trackView(
  db: Db,
  clientId: string,
  user: AuthUser,
  rows: Array<{ job: JobRow; track: TrackRow }>,
  now: Date,
): Promise<S['JobTrack'][]> {
  const ids = rows.map((r) => r.job.id);
  const [companies, marks] = await Promise.all([
    companiesByIds(
      db,
      clientId,
      rows.map((r) => r.job.company_id),
    ),
    candidateMarks(db, clientId, user.id, ids),
  ]);
  return rows.map(({ job, track }) => ({
    _id: track.track_id,
    jobId: job.id,
    job: jobSummary(
      job,
      companies.get(job.company_id),
      { kind: 'candidate', applied: marks.applied.has(job.id), saved: track.saved_at !== null },
      now,
    ),
    isLive: isLiveRow(job, now),
    liked: track.saved_at !== null,
    savedAt: iso(track.saved_at),
    viewCount: track.view_count,
    lastViewedAt: iso(track.last_viewed_at),
  }));
}

export async function listSaved(
  db: Db,
  clientId: string,
  user: AuthUser,
  q: S['ListQuery'],
  now = new Date(),
): Promise<Page<S['JobTrack']>> {
  if (q.sortBy !== undefined && q.sortBy !== 'savedAt') throw badRequest('Saved jobs can only be sorted by savedAt');
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await savedTracks(db, clientId, user.id, {
    search: q.search?.trim() || null,
    sortOrder: q.sortOrder ?? 'desc',
    page: pageNo,
    limit,
  });
  const items = await trackView(
    db,
    clientId,
    user,
    rows.map(({ track_id, liked, saved_at, view_count, last_viewed_at, ...job }) => ({
      job,
      track: { track_id, liked, saved_at, view_count, last_viewed_at },
    })),
    now,
  );
  const all = rows.length || pageNo === 1 ? total : q.search ? 0 : await countSaved(db, clientId, user.id);
  return page(items, all, pageNo, limit);
}

async function trackOf(db: Db, clientId: string, user: AuthUser, job: JobRow, now: Date): Promise<S['JobTrack']> {
  const track = await findTrack(db, clientId, user.id, job.id);
  if (!track) throw notFound(NO_JOB);
  const [view] = await trackView(db, clientId, user, [{ job, track }], now);
  if (!view) throw notFound(NO_JOB);
  return view;
}

/** The job a candidate may track: one whose page opens for them. */
async function trackableJob(db: Db, clientId: string, jobId: string) {
  const job = await findJob(db, clientId, jobId);
  if (!job || job.id !== jobId || !isViewableRow(job)) throw notFound(NO_JOB);
  return job;
}

export async function recordTrack(
  db: Db,
  clientId: string,
  user: AuthUser,
  body: S['JobTrackInput'],
  now = new Date(),
): Promise<S['JobTrack']> {
  const job = await trackableJob(db, clientId, body.jobId);
  if (body.type === 'view') await countCandidateView(db, clientId, user.id, job.id);
  else if (body.type === 'apply_start') await recordJobEvent(db, { clientId, jobId: job.id, kind: 'apply_start' });
  else await setSaved(db, clientId, user.id, job.id, true);
  return trackOf(db, clientId, user, job, now);
}

export async function setLike(
  db: Db,
  clientId: string,
  user: AuthUser,
  body: S['JobLikeInput'],
  now = new Date(),
): Promise<S['JobTrack']> {
  if (body.liked) {
    const job = await trackableJob(db, clientId, body.jobId);
    await setSaved(db, clientId, user.id, job.id, true);
    return trackOf(db, clientId, user, job, now);
  }
  // Unsaving must work after the job stopped being live (it is still listed), but only for a job
  // the candidate has a track of; anything else is as unknown as a missing job.
  const job = await findJob(db, clientId, body.jobId);
  if (!job || job.id !== body.jobId) throw notFound(NO_JOB);
  const track = await findTrack(db, clientId, user.id, job.id);
  if (!track) {
    if (!isViewableRow(job)) throw notFound(NO_JOB);
    await setSaved(db, clientId, user.id, job.id, false);
  } else if (track.saved_at !== null) await setSaved(db, clientId, user.id, job.id, false);
  return trackOf(db, clientId, user, job, now);
}
