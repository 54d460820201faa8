// The employer moves applications: the one in the path and, with `ids`, more of the company's (bulk,
// at most 100, plan feature bulk_status_update). A note needs application_notes. Both are sold to
// employers, so the company's licence must include them as well as the board's plan. Every change is a
// history entry with who and when; moving to the current status only adds the note. If any named
// application is not the company's, nothing changes and the call answers 404.
import type { components } from '@generated/schema';
import { recordStatusMoves } from '../jobs/index.ts';
import { sendsEventMails } from '../mail/event-mails.ts';
import { companyMay } from '../payments/index.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { forbidden, notFound } from '../errors/errors.ts';
import {
  type Reviewer,
  insertHistory,
  lockCompanyApplications,
  setStatus,
  loadApplications,
  NO_APPLICATION,
} from '../applications/index.ts';
import type { StatusChange } from './notify.ts';

type S = components['schemas'];

export type StatusUpdate = { result: S['ApplicationUpdateResult']; changes: StatusChange[]; mail: boolean };

export async function updateStatus(
  r: Reviewer,
  id: string,
  input: S['ApplicationStatusUpdateInput'],
): Promise<StatusUpdate> {
  const ids = [...new Set([id, ...(input.ids ?? [])])];
  if (ids.length > 1 && !(await companyMay(r.db, r.tenant, r.companyId, 'bulk_status_update')))
    throw forbidden('Your plan does not include changing many applications at once');
  if (input.note !== undefined && !(await companyMay(r.db, r.tenant, r.companyId, 'application_notes')))
    throw forbidden('Your plan does not include notes on applications');
  const note = input.note?.trim() || null;

  const changes = await r.db.transaction().execute(async (trx) => {
    const rows = await lockCompanyApplications(trx, r.clientId, r.companyId, ids);
    if (rows.length !== ids.length) throw notFound(NO_APPLICATION);
    const now = new Date();
    const moved: StatusChange[] = [];
    const touched = rows.filter((row) => row.status !== input.status || note !== null);
    for (const row of touched) {
      await insertHistory(trx, r.clientId, {
        applicationId: row.id,
        from: row.status,
        to: input.status,
        byUserId: r.userId,
        byName: r.name,
        note,
        at: now,
      });
      if (row.status !== input.status) moved.push({ applicationId: row.id, to: input.status });
    }
    await recordStatusMoves(
      trx,
      r.clientId,
      moved.map((m) => m.applicationId),
      input.status,
      now,
    );
    if (touched.length)
      await setStatus(
        trx,
        r.clientId,
        touched.map((t) => t.id),
        input.status,
        now,
      );
    return { moved, affected: touched.length };
  });

  const items = await loadApplications(r.db, { clientId: r.clientId, companyId: r.companyId }, ids, 'reviewer');
  // Status mails are event mails too: the board's email_notifications switches them all off.
  const mail =
    input.notifyCandidate !== false &&
    featureAllowed(r.tenant, 'application_status_email') &&
    sendsEventMails(r.tenant);
  return { result: { affected: changes.affected, items }, changes: changes.moved, mail };
}
