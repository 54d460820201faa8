// SQL of the application's side of an interview: its timeline entries (application_history) and
// the application's status and activity time.
import type { Db } from '../db/database.ts';
import type { ApplicationStatusValue } from '../db/tables-jobs.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type HistoryEntry = {
  applicationId: string;
  from: ApplicationStatusValue;
  to: ApplicationStatusValue;
  byUserId: string | null;
  byName: string;
  note: string;
  at: Date;
};

export async function insertHistory(db: Db, clientId: string, e: HistoryEntry): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('application_history', {
      application_id: e.applicationId,
      from_status: e.from,
      to_status: e.to,
      by_user_id: e.byUserId,
      by_name: e.byName,
      note: e.note,
      at: e.at,
    })
    .execute();
}

export async function setApplicationStatus(
  db: Db,
  clientId: string,
  applicationId: string,
  status: ApplicationStatusValue,
  at: Date,
): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('applications')
    .set({ status, updated_at: at })
    .where('id', '=', applicationId)
    .execute();
}

export async function touchApplication(db: Db, clientId: string, applicationId: string, at: Date): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('applications')
    .set({ updated_at: at })
    .where('id', '=', applicationId)
    .execute();
}
