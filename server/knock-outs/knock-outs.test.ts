// Knock-out questions over real HTTP: the rules checked against the job's questions (400 naming the
// field), an application that meets them listed as usual with its score, those that do not set aside
// in "Did not meet requirements" (never in the normal lists or counts), sorted by score, the polite
// e-mail sent exactly once after the board's delay (the run's clock moved, as the digest tests do),
// a bring-back that cancels the pending e-mail and is on the timeline, the board's delay, and that
// no other company or board sees or brings back anything.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { caller, liveJob, makeWorld, questions, uploadPdf, type World } from '../applications/test/support.ts';
import { BROUGHT_BACK_NOTE } from './bring-back.ts';
import { runDueNotices } from './notices.ts';

type S = components['schemas'];
type AppList = { items: S['Application'][]; statusSummary: S['StatusSummary'] };

const DAY = 86_400_000;
const RULES: S['ScreeningRule'][] = [
  { keyNm: 'noticePeriodDays', weight: 2, min: 0, max: 60 },
  { keyNm: 'workMode', weight: 3, acceptedValues: ['remote'] },
  { keyNm: 'drivingLicence', weight: 1, mustBeYes: true },
];

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;
let admin: TestUser;
let job: { id: string };
let arjun: string;
let sofia: string;
let guest: string;
let appliedAt: number;

const licence = {
  _id: randomUUID(),
  keyNm: 'drivingLicence',
  label: { en: 'Do you hold a driving licence?' },
  fieldType: 'toggle',
  required: false,
  options: [],
  placeholder: null,
  helpText: null,
  multiple: false,
  isDefault: false,
  validation: null,
  sortOrder: 3,
};

async function apply(user: TestUser, answers: Record<string, unknown>): Promise<string> {
  const resumeUri = await uploadPdf(server, { token: user.token });
  const r = await call<S['Application']>('POST', 'userjobs/create', user, { jobId: job.id, resumeUri, answers });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data._id;
}

const list = (query: Record<string, unknown>, user: TestUser = w.owner) =>
  call<AppList>('POST', 'userjobs/list', user, { jobId: job.id, limit: 50, ...query });

const notices = (to: string) =>
  server.database.db
    .selectFrom('outbox')
    .select(['subject', 'text'])
    .where('to_address', '=', to)
    .where('kind', '=', 'knock_out_notice')
    .execute();

const runAt = (t: number) =>
  runDueNotices(
    { db: server.database.db, mailer: server.deps.mailer, config: server.deps.config },
    { now: new Date(t), clientId: server.tenantA },
  );

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  job = await liveJob(server, w, 'Delivery Lead', { questions: JSON.stringify([...questions(), licence]) });
});

afterAll(async () => {
  await server?.close();
});

describe('the rules', () => {
  it('refuses rules that do not fit the job’s questions, naming the field', async () => {
    const cases: [S['ScreeningRule'], string][] = [
      [{ keyNm: 'salary', weight: 1 }, 'body.rules.0.keyNm'],
      [{ keyNm: 'noticePeriodDays', weight: 1, acceptedValues: ['30'] }, 'body.rules.0.acceptedValues'],
      [{ keyNm: 'workMode', weight: 1, acceptedValues: ['hybrid'] }, 'body.rules.0.acceptedValues'],
      [{ keyNm: 'noticePeriodDays', weight: 1, min: 90, max: 30 }, 'body.rules.0.max'],
      [{ keyNm: 'workMode', weight: 1, mustBeYes: true }, 'body.rules.0.mustBeYes'],
      [{ keyNm: 'drivingLicence', weight: 1, min: 1 }, 'body.rules.0.min'],
    ];
    for (const [rule, field] of cases) {
      const r = await call('PUT', `knock-outs/jobs/${job.id}`, w.owner, { rules: [rule] });
      expect(r.status, JSON.stringify(rule)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(field);
    }
    const twice = await call('PUT', `knock-outs/jobs/${job.id}`, w.owner, {
      rules: [RULES[0], RULES[0]],
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('body.rules.1.keyNm');
    const heavy = await call('PUT', `knock-outs/jobs/${job.id}`, w.owner, {
      rules: [{ keyNm: 'workMode', weight: 11 }],
    });
    expect(heavy.status).toBe(400);
  });

  it('saves and reads the rules for the job’s company only', async () => {
    const saved = await call<S['JobScreening']>('PUT', `knock-outs/jobs/${job.id}`, w.owner, { rules: RULES });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.rules).toEqual(RULES);
    const read = await call<S['JobScreening']>('GET', `knock-outs/jobs/${job.id}`, w.member);
    expect(read.body.data.rules).toEqual(RULES);
    expect((await call('GET', `knock-outs/jobs/${job.id}`, w.rival)).status).toBe(404);
    expect((await call('PUT', `knock-outs/jobs/${job.id}`, w.rival, { rules: [] })).status).toBe(404);
    expect((await call('GET', `knock-outs/jobs/${job.id}`, w.employerB, undefined, { host: HOST_B })).status).toBe(404);
    expect((await call('GET', `knock-outs/jobs/${job.id}`, w.candidate)).status).toBe(403);
    // The job page never carries the accepted answers.
    const page = await call('GET', `jobs/get/${job.id}`, w.candidate);
    expect(JSON.stringify(page.body)).not.toContain('acceptedValues');
  });
});

describe('screening the applications', () => {
  beforeAll(async () => {
    appliedAt = Date.now();
    arjun = await apply(w.candidate, { noticePeriodDays: 30, workMode: 'remote', drivingLicence: true });
    sofia = await apply(w.other, { noticePeriodDays: 90, workMode: 'remote', drivingLicence: true });
    const resumeUri = await uploadPdf(server, {});
    const g = await call<S['ApplicationReceipt']>('POST', 'userjobs/guestuser-applyJob', null, {
      jobId: job.id,
      name: 'Meera Iyer',
      email: 'meera.knockout@example.in',
      countryCode: '+91',
      mobNo: '9876543210',
      resumeUri,
      answers: { noticePeriodDays: 10, workMode: 'office' },
    });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    guest = g.body.data._id;
  });

  it('lists the passing application as usual, with its score', async () => {
    const normal = await list({});
    expect(normal.body.data.items.map((a) => a._id)).toEqual([arjun]);
    expect(normal.body.data.items[0]?.screening).toEqual({ score: 100, setAside: false, failed: [] });
    expect(normal.body.data.statusSummary.find((s) => s.statusId === 'APPLIED')?.count).toBe(1);
    const counts = await call<S['StatusSummary']>('POST', 'candidate/status-count', w.owner, { jobId: job.id });
    expect(counts.status).toBe(200);
    expect(counts.body.data.find((s) => s.statusId === 'APPLIED')?.count).toBe(1);
  });

  it('sets aside the failing ones in "Did not meet requirements", sorted by score', async () => {
    const aside = await list({ screening: 'set_aside', sortBy: 'screeningScore' });
    expect(aside.body.data.items.map((a) => a._id)).toEqual([sofia, guest]);
    expect(aside.body.data.items.map((a) => a.screening)).toEqual([
      { score: 67, setAside: true, failed: ['noticePeriodDays'] },
      { score: 33, setAside: true, failed: ['workMode', 'drivingLicence'] },
    ]);
    const asc = await list({ screening: 'set_aside', sortBy: 'screeningScore', sortOrder: 'asc' });
    expect(asc.body.data.items.map((a) => a._id)).toEqual([guest, sofia]);
    // Nothing deleted: the detail still opens.
    const detail = await call<S['ApplicationDetails']>('POST', 'userjobs/get/candidate/details', w.owner, {
      userJobId: sofia,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.application.screening?.setAside).toBe(true);
  });

  it('never shows the screening to the candidate', async () => {
    const mine = await list({}, w.other);
    expect(mine.body.data.items.map((a) => a._id)).toEqual([sofia]);
    expect(mine.body.data.items[0]?.screening).toBeUndefined();
  });

  it('lets no other company or board see the list', async () => {
    expect((await list({ screening: 'set_aside' }, w.rival)).status).toBe(404);
  });
});

describe('bringing back and the polite e-mail', () => {
  it('refuses another company, another board and candidates', async () => {
    expect((await call('POST', `knock-outs/applications/${guest}/bring-back`, w.rival)).status).toBe(404);
    const b = await call('POST', `knock-outs/applications/${guest}/bring-back`, w.employerB, undefined, {
      host: HOST_B,
    });
    expect(b.status).toBe(404);
    expect((await call('POST', `knock-outs/applications/${guest}/bring-back`, w.candidate)).status).toBe(403);
    expect((await call('POST', `knock-outs/applications/${arjun}/bring-back`, w.owner)).status).toBe(400);
  });

  it('brings an application back into the pipeline, on its timeline, before any e-mail', async () => {
    const r = await call<S['ApplicationScreening']>('POST', `knock-outs/applications/${guest}/bring-back`, w.member);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ score: 33, setAside: false, failed: ['workMode', 'drivingLicence'] });
    expect((await call('POST', `knock-outs/applications/${guest}/bring-back`, w.owner)).status).toBe(400);
    const normal = await list({});
    expect(normal.body.data.items.map((a) => a._id).sort()).toEqual([arjun, guest].sort());
    const back = normal.body.data.items.find((a) => a._id === guest);
    expect(back?.history.at(-1)).toMatchObject({
      from: 'APPLIED',
      to: 'APPLIED',
      byName: 'Tom Hale',
      note: BROUGHT_BACK_NOTE,
    });
    const aside = await list({ screening: 'set_aside' });
    expect(aside.body.data.items.map((a) => a._id)).toEqual([sofia]);
  });

  it('sends the e-mail once after the board’s delay, and none to the one brought back', async () => {
    expect(await runAt(appliedAt + DAY)).toEqual({ sent: 0, failed: 0 });
    expect(await notices(w.other.email)).toEqual([]);
    expect((await runAt(appliedAt + 2 * DAY + 60_000)).sent).toBe(1);
    expect((await runAt(appliedAt + 3 * DAY)).sent).toBe(0);
    const mails = await notices(w.other.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Delivery Lead');
    expect(mails[0]?.text).toContain('Thank you for applying');
    expect(await notices('meera.knockout@example.in')).toEqual([]);
    expect(await notices(w.candidate.email)).toEqual([]);
    // Brought back after the e-mail: it stays in the pipeline; nothing is sent again.
    expect((await call('POST', `knock-outs/applications/${sofia}/bring-back`, w.owner)).status).toBe(200);
    expect((await runAt(appliedAt + 4 * DAY)).sent).toBe(0);
  });
});

describe('the board’s delay', () => {
  it('is two days unless the admin changes it, within 0–14 days, audited', async () => {
    const first = await call<S['KnockOutSettings']>('GET', 'knock-outs/settings', admin);
    expect(first.body.data).toEqual({ noticeDelayDays: 2 });
    const wrong = await call('PUT', 'knock-outs/settings', admin, { noticeDelayDays: 15 });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('body.noticeDelayDays');
    expect((await call('PUT', 'knock-outs/settings', w.owner, { noticeDelayDays: 0 })).status).toBe(403);
    const saved = await call<S['KnockOutSettings']>('PUT', 'knock-outs/settings', admin, { noticeDelayDays: 0 });
    expect(saved.body.data).toEqual({ noticeDelayDays: 0 });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'knock_outs.settings_updated')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('with no delay, a new set-aside candidate is told at the next run', async () => {
    const late = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
      firstName: 'Lena',
    });
    const id = await apply(late, { noticePeriodDays: 120, workMode: 'remote', drivingLicence: true });
    expect(id).toBeTruthy();
    expect((await runAt(Date.now() + 1000)).sent).toBe(1);
    expect(await notices(late.email)).toHaveLength(1);
    const b = await call<S['KnockOutSettings']>('GET', 'knock-outs/settings', w.employerB, undefined, { host: HOST_B });
    expect(b.status).toBe(403);
  });
});
