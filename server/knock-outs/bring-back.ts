// Bringing a set-aside application back into the pipeline: the company's own only (404 otherwise),
// in one transaction with the entry on its timeline and the cancellation of the polite e-mail not
// yet sent. The notice sender claims a notice with a conditional update of the same row, so either
// the mail was claimed first (and goes) or the cancellation was (and it never goes): never both.
import type { components } from '@generated/schema';
import { scopedTo } from '../db/tenant-scope.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Reviewer } from '../applications/actors.ts';
import { screeningView } from './screening.ts';

type S = components['schemas'];

const NO_APPLICATION = 'This application does not exist';
export const BROUGHT_BACK_NOTE = 'Brought back from "Did not meet requirements"';

export async function bringBack(
  r: Reviewer,
  applicationId: string,
  now = new Date(),
): Promise<S['ApplicationScreening']> {
  const app = await r.db
    .selectFrom('applications as a')
    .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 'a.job_id').on('j.client_id', '=', r.clientId))
    .select(['a.id', 'a.status'])
    .where('a.client_id', '=', r.clientId)
    .where('j.company_id', '=', r.companyId)
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
  if (!app) throw notFound(NO_APPLICATION);
  return r.db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, r.clientId);
    const row = await scope
      .updateTable('application_screenings')
      .set({ set_aside: false, brought_back_at: now, brought_back_by: r.userId })
      .where('application_id', '=', app.id)
      .where('set_aside', '=', true)
      .returning(['score', 'set_aside', 'failed'])
      .executeTakeFirst();
    if (!row) throw badRequest('This application is not in "Did not meet requirements"');
    await scope
      .updateTable('knockout_notices')
      .set({ cancelled_at: now })
      .where('application_id', '=', app.id)
      .where('sent_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    await scope
      .insertInto('application_history', {
        application_id: app.id,
        from_status: app.status,
        to_status: app.status,
        by_user_id: r.userId,
        by_name: r.name,
        note: BROUGHT_BACK_NOTE,
        at: now,
      })
      .execute();
    await scope.updateTable('applications').set({ updated_at: now }).where('id', '=', app.id).execute();
    return screeningView(row);
  });
}
