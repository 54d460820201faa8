// Either side cancels: the employer of the application's company or the application's candidate
// (404 for anyone else). The revision grows, so the reminder queued for the booking finds nothing
// to claim; the other side is told, and a booked interview's invitation is cancelled in both
// calendars (METHOD:CANCEL with the same UID).
import type { components } from '@generated/schema';
import { badRequest, notFound } from '../errors/errors.ts';
import type { InterviewEnv } from './env.ts';
import { mustFind, NO_INTERVIEW } from './propose.ts';
import { cancelAt, interviewFor, type Side } from './repo.ts';
import { tell } from './tell.ts';
import { addTimelineNote } from './timeline.ts';
import { interviewView } from './views.ts';

type S = components['schemas'];

export type Canceller = { side: Side; clientId: string; userId: string; name: string };

export async function cancel(
  env: InterviewEnv,
  c: Canceller,
  id: string,
  input: S['InterviewCancelInput'],
): Promise<S['Interview']> {
  const before = await interviewFor(env.db, c.clientId, c.side, id);
  if (!before) throw notFound(NO_INTERVIEW);
  if (before.status === 'cancelled') throw badRequest('This interview is already cancelled');
  const by = c.side.kind;
  const reason = input.reason?.trim() || null;
  const row = await env.db.transaction().execute(async (trx) => {
    const done = await cancelAt(trx, c.clientId, before, {
      cancelled_by: by,
      cancel_reason: reason,
      updated_at: env.now,
    });
    if (!done) throw badRequest('This interview changed meanwhile; reload it and try again');
    await addTimelineNote(trx, {
      clientId: c.clientId,
      applicationId: before.application_id,
      status: before.application_status,
      byUserId: c.userId,
      byName: c.name,
      note: `Interview cancelled by the ${by}${reason ? `: ${reason}` : ''}`,
      at: env.now,
    });
    const fresh = await mustFind(trx, c.clientId, before.id);
    await tell({ ...env, db: trx }, fresh, 'cancelled', [by === 'employer' ? 'candidate' : 'employer']);
    return fresh;
  });
  return interviewView(row);
}
