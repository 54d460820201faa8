// Isolation probes of interview scheduling (see types.ts). Each tenant's candidate applied to a job
// of the tenant's company and has a booked interview (so the .ics answers) named with the
// tenant's marker: calls naming the other tenant's application or interview must find none of it.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/interviews/${path}`;
const DAY = 86_400_000;

const interviewWorld: Probe['setup'] = async (server, world) => {
  const made = world.ids.interviewId;
  if (made) return { interviewId: made, interviewApplicationId: world.ids.interviewApplicationId ?? '' };
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const category = await addCategory(db, world.clientId, `Interview Category ${tag}`);
  const job = await addJob(db, world.clientId, world.companyId, { title: `Interviewed Role ${tag}`, category });
  const now = new Date();
  const application = await db
    .insertInto('applications')
    .values({
      client_id: world.clientId,
      job_id: job.id,
      candidate_id: world.candidate.id,
      answers: '{}',
      source: 'direct',
      applied_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slot = new Date(Math.ceil((now.getTime() + 10 * DAY) / 3_600_000) * 3_600_000).toISOString();
  const interview = await db
    .insertInto('interviews')
    .values({
      client_id: world.clientId,
      application_id: application.id,
      status: 'booked',
      sequence: 1,
      slots: JSON.stringify([slot]),
      starts_at: slot,
      duration_minutes: 30,
      mode: 'onsite',
      location: `Interview Room ${tag}`,
      note: `Bring ID ${tag}`,
      employer_time_zone: 'Europe/London',
      candidate_time_zone: 'Asia/Kolkata',
      proposed_by: world.employer.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { interviewId: interview.id, interviewApplicationId: application.id };
};

const proposal = () => ({
  slots: [new Date(Date.now() + 7 * DAY).toISOString()],
  durationMinutes: 30,
  mode: 'phone',
  timeZone: 'Europe/London',
});

export const interviewProbes: ProbeMap = {
  listApplicationInterviews: {
    setup: interviewWorld,
    call: (ids) => ({ method: 'GET', path: api(`applications/${ids.interviewApplicationId}`), as: 'employer' }),
  },
  proposeInterview: {
    setup: interviewWorld,
    call: (ids) => ({
      method: 'POST',
      path: api(`applications/${ids.interviewApplicationId}`),
      as: 'employer',
      body: proposal(),
    }),
  },
  listMyInterviews: {
    setup: interviewWorld,
    call: () => ({ method: 'GET', path: api('mine'), as: 'candidate' }),
  },
  pickInterviewSlot: {
    setup: interviewWorld,
    call: (ids) => ({
      method: 'POST',
      path: api(`${ids.interviewId}/pick`),
      as: 'candidate',
      body: { startsAt: new Date(Date.now() + 7 * DAY).toISOString(), timeZone: 'Asia/Kolkata' },
    }),
  },
  rescheduleInterview: {
    setup: interviewWorld,
    call: (ids) => ({ method: 'POST', path: api(`${ids.interviewId}/reschedule`), as: 'employer', body: proposal() }),
  },
  cancelInterview: {
    setup: interviewWorld,
    call: (ids) => ({ method: 'POST', path: api(`${ids.interviewId}/cancel`), as: 'candidate', body: {} }),
  },
  downloadInterviewCalendar: {
    setup: interviewWorld,
    call: (ids) => ({ method: 'GET', path: api(`${ids.interviewId}/calendar`), as: 'employer' }),
  },
};
