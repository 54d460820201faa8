// An interview's mails in each reader's language (docs/localization.md, "Mails"), over real HTTP:
// on a board offering English and Spanish, a candidate whose account is in Spanish gets the offer
// and the booking in Spanish, the dates with Spanish day and month names in their own zone, while
// the employer gets theirs in English; the invitation each carries has its title in its reader's
// language and the same calendar data (UID, SEQUENCE, start, method). Their notifications likewise.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser } from '../test/world.ts';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';
import { readInvitation } from './ics-reader.ts';

type S = components['schemas'];

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;
let applicationId: string;

/** The next 15 January at 14:00Z (09:00 in New York, 19:30 in Kolkata), at least two days away. */
function nextJanuary15(): Date {
  const now = new Date();
  const at = (y: number) => new Date(Date.UTC(y, 0, 15, 14, 0));
  const thisYear = at(now.getUTCFullYear());
  return thisYear.getTime() > now.getTime() + 2 * 86_400_000 ? thisYear : at(now.getUTCFullYear() + 1);
}

const SLOT = nextJanuary15();
const SPANISH_DAY = '(lunes|martes|miércoles|jueves|viernes|sábado|domingo)';
const ENGLISH_DAY = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';

type Calendar = { calendar?: { method: string; content: string } };
const mailTo = async (to: string, kind: string) => {
  const row = await server.database.db
    .selectFrom('outbox')
    .select(['subject', 'text', 'html', 'meta'])
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { ...row, calendar: (row.meta as Calendar).calendar };
};

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  const { db } = server.database;
  const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  const offered = await server.call('PUT', '/client/api/v1/admin/settings', {
    host: HOST_A,
    token: admin.token,
    body: { languages: { available: ['en', 'es'], default: 'en' } },
  });
  expect(offered.status, JSON.stringify(offered.body)).toBe(200);
  await db.updateTable('users').set({ locale: 'es' }).where('id', '=', w.candidate.id).execute();

  const job = await liveJob(server, w, 'Platform Engineer');
  const resumeUri = await uploadPdf(server, { token: w.candidate.token });
  const applied = await call<S['Application']>('POST', 'userjobs/create', w.candidate, {
    jobId: job.id,
    resumeUri,
    answers: { noticePeriodDays: 30 },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  applicationId = applied.body.data._id;
});
afterAll(async () => server?.close());

it('writes to each side in their own language, times in their own zone', async () => {
  const proposed = await call<S['Interview']>('POST', `interviews/applications/${applicationId}`, w.owner, {
    slots: [SLOT.toISOString()],
    durationMinutes: 30,
    mode: 'video',
    location: 'https://meet.example.com/abc-defg-hij',
    timeZone: 'America/New_York',
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
  const offer = await mailTo(w.candidate.email, 'interview_proposed');
  expect(offer.subject).toBe('Horarios de entrevista para Platform Engineer');
  expect(offer.text).toContain('Hola, Arjun Mehta:');
  expect(offer.text).toMatch(new RegExp(`${SPANISH_DAY}, 15 de enero de \\d{4}, 09:00 \\(America/New_York\\)`));
  expect(offer.html).toContain('<html lang="es">');

  const picked = await call<S['Interview']>('POST', `interviews/${proposed.body.data._id}/pick`, w.candidate, {
    startsAt: SLOT.toISOString(),
    timeZone: 'Asia/Kolkata',
  });
  expect(picked.status, JSON.stringify(picked.body)).toBe(200);

  const toCandidate = await mailTo(w.candidate.email, 'interview_booked');
  expect(toCandidate.subject).toBe('Entrevista reservada: Platform Engineer');
  expect(toCandidate.text).toMatch(
    new RegExp(`Cuándo: ${SPANISH_DAY}, 15 de enero de \\d{4}, 19:30 \\(Asia/Kolkata\\)`),
  );
  expect(toCandidate.text).toContain('Modalidad: Videollamada');

  const toEmployer = await mailTo(w.owner.email, 'interview_booked');
  expect(toEmployer.subject).toBe('Interview booked: Platform Engineer');
  expect(toEmployer.text).toMatch(
    new RegExp(`When: ${ENGLISH_DAY}, January 15, \\d{4} at 09:00 \\(America/New_York\\)`),
  );

  const theirs = readInvitation(toCandidate.calendar?.content ?? '');
  const ours = readInvitation(toEmployer.calendar?.content ?? '');
  expect(theirs.summary).toBe('Entrevista: Platform Engineer (Northwind Analytics)');
  expect(ours.summary).toBe('Interview: Platform Engineer (Northwind Analytics)');
  const data = (i: typeof ours) => ({ uid: i.uid, sequence: i.sequence, method: i.method, start: i.start, end: i.end });
  expect(data(theirs)).toEqual(data(ours));
  expect(toCandidate.calendar?.method).toBe('REQUEST');

  // Their notifications say it in the same language, the time in the reader's zone.
  const told = (userId: string) =>
    server.database.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'application_status')
      .orderBy('created_at')
      .execute();
  expect(await told(w.candidate.id)).toContainEqual({
    title: 'Elige un horario para tu entrevista: Platform Engineer',
    body: 'Northwind Analytics ofreció 1 horario para tu entrevista.',
  });
  const [booked] = await told(w.owner.id);
  expect(booked?.title).toBe('Interview booked: Platform Engineer');
  expect(booked?.body).toMatch(
    new RegExp(`^Northwind Analytics · ${ENGLISH_DAY}, January 15, \\d{4} at 09:00 \\(America/New_York\\)$`),
  );
});
