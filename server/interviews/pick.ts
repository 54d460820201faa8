// The candidate's side: booking one of the offered times. Only the application's own candidate
// (404 otherwise); only a time that was offered and has not passed; only while the interview waits
// for a pick. The booking, its timeline entry (a move to In-interview from Applied or Shortlist),
// the invitations to both sides and the reminder's job commit together.
import type { components } from '@generated/schema';
import type { Applicant } from '../applications/index.ts';
import { badRequest, fieldError, notFound } from '../errors/errors.ts';
import type { InterviewEnv } from './env.ts';
import { mustFind, NO_INTERVIEW } from './propose.ts';
import { queueReminder } from './reminder.ts';
import { bookAt, interviewFor } from './repo.ts';
import { zoneOrRefuse } from './rules.ts';
import { tell } from './tell.ts';
import { timeIn } from './time-zones.ts';
import { addBookingEntry } from './timeline.ts';
import { interviewView, slotsOf } from './views.ts';

type S = components['schemas'];

export async function pick(
  env: InterviewEnv,
  a: Applicant,
  id: string,
  input: S['InterviewPickInput'],
): Promise<S['Interview']> {
  const before = await interviewFor(env.db, a.clientId, { kind: 'candidate', userId: a.userId }, id);
  if (!before) throw notFound(NO_INTERVIEW);
  const zone = zoneOrRefuse('timeZone', input.timeZone);
  if (before.status !== 'proposed') throw badRequest('This interview is not waiting for a time to be picked');
  const wanted = new Date(input.startsAt).getTime();
  const slot = slotsOf(before).find((s) => new Date(s).getTime() === wanted);
  if (!slot) throw fieldError('startsAt', 'Pick one of the times offered');
  const startsAt = new Date(slot);
  if (startsAt.getTime() <= env.now.getTime()) throw fieldError('startsAt', 'This time has passed; pick a later one');
  // On PGlite the transaction holds the pool's one connection: the queue must be started before.
  await env.jobs.ready();
  const row = await env.db.transaction().execute(async (trx) => {
    const sequence = before.sequence + 1;
    const booked = await bookAt(trx, a.clientId, before, {
      starts_at: startsAt,
      candidate_time_zone: zone,
      updated_at: env.now,
    });
    if (!booked) throw badRequest('This interview changed meanwhile; reload it and try again');
    await addBookingEntry(trx, {
      clientId: a.clientId,
      applicationId: before.application_id,
      status: before.application_status,
      byUserId: a.userId,
      byName: a.name,
      note: `Interview booked for ${timeIn(startsAt, before.employer_time_zone)}`,
      at: env.now,
    });
    const fresh = await mustFind(trx, a.clientId, before.id);
    await tell({ ...env, db: trx }, fresh, 'booked', ['employer']);
    await queueReminder(env.jobs, trx, { clientId: a.clientId, interviewId: before.id, sequence }, startsAt, env.now);
    return fresh;
  });
  return interviewView(row);
}
