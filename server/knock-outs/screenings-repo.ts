// SQL of an application's screening and of the application rows a bring-back touches: the
// company's application, its timeline entry and its activity time.
import type { Db } from '../db/database.ts';
import type { ApplicationStatusValue } from '../db/tables-jobs.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

export async function insertScreening(
  db: Db,
  clientId: string,
  row: TenantRow<'application_screenings'>,
): Promise<void> {
  await scopedTo(db, clientId).insertInto('application_screenings', row).execute();
}

/** Takes the application out of "Did not meet requirements"; its screening, or nothing if it was not set aside. */
export async function bringBackScreening(
  db: Db,
  clientId: string,
  applicationId: string,
  by: { userId: string; now: Date },
) {
  return scopedTo(db, clientId)
    .updateTable('application_screenings')
    .set({ set_aside: false, brought_back_at: by.now, brought_back_by: by.userId })
    .where('application_id', '=', applicationId)
    .where('set_aside', '=', true)
    .returning(['score', 'set_aside', 'failed'])
    .executeTakeFirst();
}

/** The company's application on this board: its job must be the company's. */
export async function companyApplication(db: Db, clientId: string, companyId: string, applicationId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('applications as a')
    .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 'a.job_id').on(scope.owns('j')))
    .select(['a.id', 'a.status'])
    .where('j.company_id', '=', companyId)
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

/** A note on the application's timeline, its status unchanged. */
export async function insertTimelineNote(
  db: Db,
  clientId: string,
  e: {
    applicationId: string;
    status: ApplicationStatusValue;
    byUserId: string;
    byName: string;
    note: string;
    at: Date;
  },
): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('application_history', {
      application_id: e.applicationId,
      from_status: e.status,
      to_status: e.status,
      by_user_id: e.byUserId,
      by_name: e.byName,
      note: e.note,
      at: e.at,
    })
    .execute();
}

export async function touchApplication(db: Db, clientId: string, applicationId: string, at: Date): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('applications')
    .set({ updated_at: at })
    .where('id', '=', applicationId)
    .execute();
}
