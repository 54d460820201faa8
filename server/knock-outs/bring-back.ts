// Bringing a set-aside application back into the pipeline: the company's own only (404 otherwise),
// in one transaction with the entry on its timeline and the cancellation of the polite e-mail not
// yet sent. The notice sender claims a notice with a conditional update of the same row, so either
// the mail was claimed first (and goes) or the cancellation was (and it never goes): never both.
import type { components } from '@generated/schema';
import { badRequest, notFound } from '../errors/errors.ts';
import { type Reviewer, NO_APPLICATION } from '../applications/index.ts';
import { cancelNotice } from './notices-repo.ts';
import { screeningView } from './screening.ts';
import { bringBackScreening, companyApplication, insertTimelineNote, touchApplication } from './screenings-repo.ts';

type S = components['schemas'];

export const BROUGHT_BACK_NOTE = 'Brought back from "Did not meet requirements"';

export async function bringBack(
  r: Reviewer,
  applicationId: string,
  now = new Date(),
): Promise<S['ApplicationScreening']> {
  const app = await companyApplication(r.db, r.clientId, r.companyId, applicationId);
  if (!app) throw notFound(NO_APPLICATION);
  return r.db.transaction().execute(async (trx) => {
    const row = await bringBackScreening(trx, r.clientId, app.id, { userId: r.userId, now });
    if (!row) throw badRequest('This application is not in "Did not meet requirements"');
    await cancelNotice(trx, r.clientId, app.id, now);
    await insertTimelineNote(trx, r.clientId, {
      applicationId: app.id,
      status: app.status,
      byUserId: r.userId,
      byName: r.name,
      note: BROUGHT_BACK_NOTE,
      at: now,
    });
    await touchApplication(trx, r.clientId, app.id, now);
    return screeningView(row);
  });
}
