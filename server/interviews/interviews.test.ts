// Interview scheduling over real HTTP: the employer offers times from the pipeline, the candidate
// picks one, and the invitation (.ics, read with ical.js as a calendar client reads it) holds the
// right instant, shown right to an employer in New York and a candidate in Kolkata; a reschedule
// keeps the UID with a higher SEQUENCE, a cancellation is METHOD:CANCEL; the application moves to
// In-interview and its timeline shows each moment; the reminder fires once and never after a
// cancellation; and the refusals: another candidate, company or board, past times, unknown zones,
// times not offered.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import type { TestUser } from '../test/world.ts';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';
import { readInvitation, wallClock } from './ics-reader.ts';
import { REMINDER_TASK, runReminder, type ReminderData } from './reminder.ts';

type S = components['schemas'];

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;
let applicationId: string;

/** The next 15 January (EST in New York, so 14:00Z is 09:00 there and 19:30 in Kolkata), within a year. */
function nextJanuary15(hourUtc: number, minute = 0): Date {
  const now = new Date();
  const at = (y: number) => new Date(Date.UTC(y, 0, 15, hourUtc, minute));
  const thisYear = at(now.getUTCFullYear());
  return thisYear.getTime() > now.getTime() + 2 * 86_400_000 ? thisYear : at(now.getUTCFullYear() + 1);
}

const SLOT_A = nextJanuary15(14);
const SLOT_B = nextJanuary15(16, 30);

const proposal = (over: Partial<S['InterviewProposalInput']> = {}): S['InterviewProposalInput'] => ({
  slots: [SLOT_A.toISOString(), SLOT_B.toISOString()],
  durationMinutes: 45,
  mode: 'video',
  location: 'https://meet.example.com/abc-defg-hij',
  note: 'You will meet the engineering lead.',
  timeZone: 'America/New_York',
  ...over,
});

async function apply(user: TestUser, jobId: string): Promise<string> {
  const resumeUri = await uploadPdf(server, { token: user.token });
  const r = await call<S['Application']>('POST', 'userjobs/create', user, {
    jobId,
    resumeUri,
    answers: { noticePeriodDays: 30 },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data._id;
}

async function ics(id: string, user: TestUser) {
  const r = await server.call<string>('GET', `/client/api/v1/interviews/${id}/calendar`, {
    host: user.clientId === server.tenantB ? HOST_B : 'acme.test',
    token: user.token,
  });
  return r;
}

const mailsTo = (to: string, kind: string) =>
  server.database.db
    .selectFrom('outbox')
    .select(['subject', 'text', 'meta'])
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();

const history = async (id: string) => {
  const r = await call<S['ApplicationDetails']>('POST', 'userjobs/get/candidate/details', w.owner, { userJobId: id });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.application;
};

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  const job = await liveJob(server, w, 'Platform Engineer');
  applicationId = await apply(w.candidate, job.id);
});
afterAll(async () => server?.close());

describe('an interview booked from the pipeline', () => {
  let interview: S['Interview'];

  it('the employer offers times; the candidate sees them and is told', async () => {
    const r = await call<S['Interview']>('POST', `interviews/applications/${applicationId}`, w.owner, proposal());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    interview = r.body.data;
    expect(interview).toMatchObject({
      status: 'proposed',
      sequence: 0,
      startsAt: null,
      employerTimeZone: 'America/New_York',
    });
    expect(interview.slots).toEqual([SLOT_A.toISOString(), SLOT_B.toISOString()]);

    const mine = await call<S['Interview'][]>('GET', 'interviews/mine', w.candidate);
    expect(mine.body.data.map((i) => i._id)).toContain(interview._id);
    const offered = await mailsTo(w.candidate.email, 'interview_proposed');
    expect(offered).toHaveLength(1);
    // Before the candidate's zone is known, the offer is written in the employer's.
    expect(offered[0]?.text).toContain('09:00 (America/New_York)');

    const none = await ics(interview._id, w.candidate);
    expect(none.status).toBe(400);
  });

  it('the candidate picks a time: both get the invitation, each in their own zone', async () => {
    const r = await call<S['Interview']>('POST', `interviews/${interview._id}/pick`, w.candidate, {
      startsAt: SLOT_A.toISOString(),
      timeZone: 'Asia/Kolkata',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      status: 'booked',
      startsAt: SLOT_A.toISOString(),
      candidateTimeZone: 'Asia/Kolkata',
    });

    const file = await ics(interview._id, w.candidate);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('text/calendar');
    const inv = readInvitation(file.body);
    expect(inv.method).toBe('REQUEST');
    expect(inv.status).toBe('CONFIRMED');
    expect(inv.uid).toBe(`${interview._id}@interviews.jobboard`);
    expect(inv.start.toISOString()).toBe(SLOT_A.toISOString());
    expect(inv.end.getTime() - inv.start.getTime()).toBe(45 * 60_000);
    expect(wallClock(inv.start, 'America/New_York')).toMatch(/-01-15 09:00$/);
    expect(wallClock(inv.start, 'Asia/Kolkata')).toMatch(/-01-15 19:30$/);
    expect(inv.attendees.join(' ')).toContain(w.candidate.email);
    expect(inv.organizer).toContain(w.owner.email);

    // The employer's download is the same invitation.
    const theirs = readInvitation((await ics(interview._id, w.owner)).body);
    expect({ uid: theirs.uid, sequence: theirs.sequence }).toEqual({ uid: inv.uid, sequence: inv.sequence });

    const [toCandidate] = await mailsTo(w.candidate.email, 'interview_booked');
    const [toEmployer] = await mailsTo(w.owner.email, 'interview_booked');
    expect(toCandidate?.text).toContain('19:30 (Asia/Kolkata)');
    expect(toEmployer?.text).toContain('09:00 (America/New_York)');
    const attached = (toCandidate?.meta as { calendar?: { method: string; content: string } }).calendar;
    expect(attached?.method).toBe('REQUEST');
    expect(readInvitation(attached?.content ?? '').start.toISOString()).toBe(SLOT_A.toISOString());

    const app = await history(applicationId);
    expect(app.status).toBe('IN_INTERVIEW');
    const notes = app.history.map((h) => h.note ?? '');
    expect(notes.some((n) => n.startsWith('Interview proposed'))).toBe(true);
    expect(app.history.at(-1)).toMatchObject({ from: 'APPLIED', to: 'IN_INTERVIEW' });
  });

  it('a reschedule keeps the UID; the next pick sends a higher SEQUENCE, METHOD:REQUEST', async () => {
    const first = readInvitation((await ics(interview._id, w.candidate)).body);
    const r = await call<S['Interview']>(
      'POST',
      `interviews/${interview._id}/reschedule`,
      w.owner,
      proposal({
        slots: [SLOT_B.toISOString()],
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'proposed', startsAt: null });
    expect(await mailsTo(w.candidate.email, 'interview_rescheduled')).toHaveLength(1);

    const stale = await call('POST', `interviews/${interview._id}/pick`, w.candidate, {
      startsAt: SLOT_A.toISOString(),
      timeZone: 'Asia/Kolkata',
    });
    expect(stale.status).toBe(400);
    const picked = await call<S['Interview']>('POST', `interviews/${interview._id}/pick`, w.candidate, {
      startsAt: SLOT_B.toISOString(),
      timeZone: 'Asia/Kolkata',
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const next = readInvitation((await ics(interview._id, w.candidate)).body);
    expect(next.uid).toBe(first.uid);
    expect(next.sequence).toBeGreaterThan(first.sequence);
    expect(next.method).toBe('REQUEST');
    expect(next.start.toISOString()).toBe(SLOT_B.toISOString());
    expect(wallClock(next.start, 'Asia/Kolkata')).toMatch(/-01-15 22:00$/);
  });

  it('the reminder fires once, for the revision it was queued for', async () => {
    const { rows } = await sql<{ data: ReminderData }>`
      select data from pgboss.job where name = ${REMINDER_TASK} and data ->> 'interviewId' = ${interview._id}`.execute(
      server.database.db,
    );
    const queued = rows.map((r) => r.data);
    expect(queued).toHaveLength(2);
    const env = { db: server.database.db, mailer: server.deps.mailer, config: server.deps.config };
    const [older, latest] = [...queued].sort((a, b) => a.sequence - b.sequence);
    // The booking before the reschedule no longer holds: its job finds nothing to claim.
    expect(await runReminder(env, { ...older })).toBe(false);
    expect(await runReminder(env, { ...latest })).toBe(true);
    expect(await runReminder(env, { ...latest })).toBe(false);
    expect(await mailsTo(w.candidate.email, 'interview_reminder')).toHaveLength(1);
    expect(await mailsTo(w.owner.email, 'interview_reminder')).toHaveLength(1);
    const told = await server.database.db
      .selectFrom('notifications')
      .select('title')
      .where('client_id', '=', server.tenantA)
      .where('user_id', '=', w.candidate.id)
      .execute();
    expect(told.map((n) => n.title)).toContain('Interview tomorrow: Platform Engineer');
  });

  it('the candidate cancels: METHOD:CANCEL, STATUS:CANCELLED, the same UID, and no reminder after', async () => {
    const before = readInvitation((await ics(interview._id, w.owner)).body);
    const r = await call<S['Interview']>('POST', `interviews/${interview._id}/cancel`, w.candidate, {
      reason: 'I accepted another offer.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'cancelled', cancelledBy: 'candidate' });
    const after = readInvitation((await ics(interview._id, w.owner)).body);
    expect(after).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: before.uid });
    expect(after.sequence).toBeGreaterThan(before.sequence);
    const [toEmployer] = await mailsTo(w.owner.email, 'interview_cancelled');
    expect(toEmployer?.text).toContain('I accepted another offer.');
    expect((toEmployer?.meta as { calendar?: { method: string } }).calendar?.method).toBe('CANCEL');

    await server.database.db
      .updateTable('interviews')
      .set({ reminder_sent_at: null })
      .where('id', '=', interview._id)
      .execute();
    const env = { db: server.database.db, mailer: server.deps.mailer, config: server.deps.config };
    const data = { clientId: server.tenantA, interviewId: interview._id, sequence: after.sequence };
    expect(await runReminder(env, data)).toBe(false);

    const again = await call('POST', `interviews/${interview._id}/cancel`, w.owner, {});
    expect(again.status).toBe(400);
    const app = await history(applicationId);
    expect(app.history.at(-1)?.note).toBe('Interview cancelled by the candidate: I accepted another offer.');
  });
});

describe('refusals', () => {
  let id: string;
  beforeAll(async () => {
    const r = await call<S['Interview']>('POST', `interviews/applications/${applicationId}`, w.owner, proposal());
    id = r.body.data._id;
  });

  it('a time in the past, twice the same, or an unknown zone answers 400 naming the field', async () => {
    const past = await call<unknown>(
      'POST',
      `interviews/applications/${applicationId}`,
      w.owner,
      proposal({
        slots: [SLOT_A.toISOString(), '2020-01-01T10:00:00Z'],
      }),
    );
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain('body.slots.1');
    const twice = await call<unknown>(
      'POST',
      `interviews/applications/${applicationId}`,
      w.owner,
      proposal({
        slots: [SLOT_A.toISOString(), SLOT_A.toISOString()],
      }),
    );
    expect(JSON.stringify(twice.body)).toContain('body.slots.1');
    const zone = await call<unknown>(
      'POST',
      `interviews/applications/${applicationId}`,
      w.owner,
      proposal({
        timeZone: 'Mars/Olympus',
      }),
    );
    expect(zone.status).toBe(400);
    expect(JSON.stringify(zone.body)).toContain('body.timeZone');
    const pickZone = await call<unknown>('POST', `interviews/${id}/pick`, w.candidate, {
      startsAt: SLOT_A.toISOString(),
      timeZone: 'Nowhere/Atlantis',
    });
    expect(pickZone.status).toBe(400);
    expect(JSON.stringify(pickZone.body)).toContain('body.timeZone');
  });

  it('a time not offered answers 400 naming startsAt', async () => {
    const r = await call<unknown>('POST', `interviews/${id}/pick`, w.candidate, {
      startsAt: new Date(SLOT_A.getTime() + 60_000).toISOString(),
      timeZone: 'Asia/Kolkata',
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('body.startsAt');
  });

  it('another candidate, another company and another board find nothing', async () => {
    const pick = { startsAt: SLOT_A.toISOString(), timeZone: 'Asia/Kolkata' };
    expect((await call('POST', `interviews/${id}/pick`, w.other, pick)).status).toBe(404);
    expect((await ics(id, w.other)).status).toBe(404);
    expect((await call('POST', `interviews/${id}/cancel`, w.other, {})).status).toBe(404);
    const mine = await call<S['Interview'][]>('GET', 'interviews/mine', w.other);
    expect(mine.body.data).toEqual([]);

    expect((await call('GET', `interviews/applications/${applicationId}`, w.rival)).status).toBe(404);
    expect((await call('POST', `interviews/applications/${applicationId}`, w.rival, proposal())).status).toBe(404);
    expect((await call('POST', `interviews/${id}/reschedule`, w.rival, proposal())).status).toBe(404);
    expect((await call('POST', `interviews/${id}/cancel`, w.rival, {})).status).toBe(404);

    expect((await call('GET', `interviews/applications/${applicationId}`, w.employerB)).status).toBe(404);
    expect((await call('POST', `interviews/${id}/pick`, w.candidateB, pick)).status).toBe(404);
    expect((await ics(id, w.employerB)).status).toBe(404);
  });

  it("the company lists its application's interviews; a candidate may not propose", async () => {
    const list = await call<S['Interview'][]>('GET', `interviews/applications/${applicationId}`, w.member);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    expect((await call('POST', `interviews/applications/${applicationId}`, w.candidate, proposal())).status).toBe(403);
  });

  it('without the plan flag, the company is refused', async () => {
    const { db } = server.database;
    await db
      .updateTable('licences')
      .set({ status: 'expired', expires_at: new Date() })
      .where('company_id', '=', w.companyId)
      .where('kind', '=', 'plan')
      .execute();
    const r = await call<unknown>('GET', `interviews/applications/${applicationId}`, w.owner);
    expect(r.status).toBe(403);
  });
});
