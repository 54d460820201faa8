// The application's timeline (application_history, which the pipeline's Status history shows):
// each interview moment is an entry; a booking that moves the application to In-interview is a
// status move like the pipeline's own (with its hiring event for the analytics).
import type { Db } from '../db/database.ts';
import type { ApplicationStatusValue } from '../db/tables-jobs.ts';
import { recordStatusMoves } from '../jobs/index.ts';
import { insertHistory, setApplicationStatus, touchApplication } from './timeline-repo.ts';

export type TimelineEntry = {
  clientId: string;
  applicationId: string;
  status: ApplicationStatusValue;
  byUserId: string | null;
  byName: string;
  note: string;
  at: Date;
};

/** A note on the application's timeline, its status unchanged. */
export async function addTimelineNote(db: Db, e: TimelineEntry): Promise<void> {
  await insertHistory(db, e.clientId, { ...e, from: e.status, to: e.status });
  await touchApplication(db, e.clientId, e.applicationId, e.at);
}

/** The statuses a booked interview moves on from: an application further on keeps its status. */
const MOVES_TO_INTERVIEW: ReadonlySet<ApplicationStatusValue> = new Set(['APPLIED', 'SHORTLIST']);

/** The booking's entry: a move to In-interview when the application was Applied or Shortlist, else a note. */
export async function addBookingEntry(db: Db, e: TimelineEntry): Promise<void> {
  if (!MOVES_TO_INTERVIEW.has(e.status)) return addTimelineNote(db, e);
  await insertHistory(db, e.clientId, { ...e, from: e.status, to: 'IN_INTERVIEW' });
  await recordStatusMoves(db, e.clientId, [e.applicationId], 'IN_INTERVIEW', e.at);
  await setApplicationStatus(db, e.clientId, e.applicationId, 'IN_INTERVIEW', e.at);
}
