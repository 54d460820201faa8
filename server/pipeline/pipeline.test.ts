// The employer's applicant pipeline over real HTTP: applications listed for the job's company with
// status counts, status changes with history, one status e-mail per application and status in the
// outbox, notifications stored, bulk changes, the detail screen, the job picker, the candidates
// list and the counts; the candidate's own view without the employer's notes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { grantPlan } from '../payments/licences-repo.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';

type S = components['schemas'];
type List<T> = { items: T[]; pagination: S['Pagination'] };
type AppList = List<S['Application']> & { statusSummary: S['StatusSummary'] };

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;
let job: { id: string; title: string };
let second: { id: string; title: string };
let arjunApp: string;
let sofiaApp: string;
let guestApp: string;

async function applyAs(user: TestUser, jobId: string): Promise<string> {
  const resumeUri = await uploadPdf(server, { token: user.token });
  const r = await call<S['Application']>('POST', 'userjobs/create', user, {
    jobId,
    resumeUri,
    answers: { noticePeriodDays: 30 },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data._id;
}

const counts = (summary: S['StatusSummary']) => Object.fromEntries(summary.map((s) => [s.statusId, s.count]));
const mailsTo = (to: string) =>
  server.database.db
    .selectFrom('outbox')
    .select(['subject', 'text', 'kind'])
    .where('to_address', '=', to)
    .where('kind', '=', 'application_status')
    .orderBy('created_at')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  job = await liveJob(server, w, 'Senior Backend Engineer');
  second = await liveJob(server, w, 'Data Analyst', { skills: [] });
  arjunApp = await applyAs(w.candidate, job.id);
  sofiaApp = await applyAs(w.other, job.id);
  await applyAs(w.candidate, second.id);
  const guestResume = await uploadPdf(server, {});
  const g = await call<S['ApplicationReceipt']>('POST', 'userjobs/guestuser-applyJob', null, {
    jobId: job.id,
    name: 'Meera Iyer',
    email: 'meera.iyer@example.in',
    mobNo: '9176543210',
    countryCode: '+91',
    resumeUri: guestResume,
    answers: { noticePeriodDays: 60 },
  });
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  guestApp = g.body.data._id;
  // A profile for Arjun, so cards and the detail carry it.
  await server.database.db
    .insertInto('candidate_profiles')
    .values({
      user_id: w.candidate.id,
      client_id: server.tenantA,
      headline: 'Backend Engineer',
      experience_years: 6,
      experience_months: 6,
      skills: JSON.stringify([{ nm: 'Node.js' }, { nm: 'postgresql' }]),
      experiences: JSON.stringify([
        {
          _id: '5b38c9e9-0089-4a34-8b42-12bdf05eb9eb',
          comNm: 'Razorpay',
          title: 'Backend Engineer',
          from: '2021-04-01',
          to: null,
          isCurrent: true,
          location: 'Bengaluru, India',
          description: null,
          createdAt: '2026-01-05T09:00:00.000Z',
          updatedAt: '2026-01-05T09:00:00.000Z',
        },
      ]),
    })
    .execute();
});
afterAll(async () => server?.close());

describe('userjobs/list for the job company', () => {
  it('lists every applicant of the job with the status summary, for the owner and a team member', async () => {
    for (const who of [w.owner, w.member]) {
      const r = await call<AppList>('POST', 'userjobs/list', who, { jobId: job.id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
      expect(r.body.data.items.map((a) => a._id).sort()).toEqual([arjunApp, sofiaApp, guestApp].sort());
      expect(r.body.data.statusSummary.map((s) => s.statusId)).toEqual([
        'APPLIED',
        'SHORTLIST',
        'IN_INTERVIEW',
        'HIRED',
        'REJECTED',
      ]);
      expect(counts(r.body.data.statusSummary)).toMatchObject({ APPLIED: 3, SHORTLIST: 0 });
    }
    const arjun = (await call<AppList>('POST', 'userjobs/list', w.owner, { jobId: job.id, search: 'arjun' })).body.data;
    expect(arjun.items).toHaveLength(1);
    expect(arjun.items[0]?.candidate).toMatchObject({
      name: 'Arjun Mehta',
      headline: 'Backend Engineer',
      currentCompany: 'Razorpay',
      experienceYears: 6.5,
      matchScore: 50,
      contactVisible: true,
      email: w.candidate.email,
    });
    const guest = (await call<AppList>('POST', 'userjobs/list', w.owner, { search: 'meera.iyer@' })).body.data;
    expect(guest.items.map((a) => a.guest?.name)).toEqual(['Meera Iyer']);
    const all = (await call<AppList>('POST', 'userjobs/list', w.owner, { limit: 10, sortBy: 'name', sortOrder: 'asc' }))
      .body.data;
    expect(all.pagination.total).toBe(4);
    expect(all.items.map((a) => a.candidate?.name ?? a.guest?.name)).toEqual([
      'Arjun Mehta',
      'Arjun Mehta',
      'Meera Iyer',
      'Sofia Fernandes',
    ]);
    const paged = (await call<AppList>('POST', 'userjobs/list', w.owner, { page: 2, limit: 10 })).body.data;
    expect(paged.items).toEqual([]);
    expect(paged.pagination).toEqual({ page: 2, limit: 10, total: 4, totalPages: 1 });
  });
});

describe('userjobs/update', () => {
  it('moves an application, records who and when, mails the candidate once per status and stores a notification', async () => {
    const r = await call<S['ApplicationUpdateResult']>('PUT', `userjobs/update/${arjunApp}`, w.member, {
      status: 'SHORTLIST',
      note: 'Strong PostgreSQL background',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.affected).toBe(1);
    const history = r.body.data.items[0]?.history ?? [];
    expect(history.map((h) => [h.from, h.to, h.byName, h.byUserId, h.note])).toEqual([
      [null, 'APPLIED', 'Arjun Mehta', w.candidate.id, null],
      ['APPLIED', 'SHORTLIST', 'Tom Hale', w.member.id, 'Strong PostgreSQL background'],
    ]);
    expect(Date.parse(history[1]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Toggling a rejection back and forth mails the rejection once.
    for (const status of ['REJECTED', 'SHORTLIST', 'REJECTED', 'SHORTLIST', 'REJECTED'] as const)
      expect((await call('PUT', `userjobs/update/${arjunApp}`, w.owner, { status })).status).toBe(200);
    const mails = await mailsTo(w.candidate.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'You have been shortlisted: Senior Backend Engineer',
      'An update on your application: Senior Backend Engineer',
    ]);
    expect(mails[0]?.text).toContain('Northwind Analytics shortlisted your application');
    expect(mails[0]?.text).not.toContain('Strong PostgreSQL background');

    const notes = await server.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', w.candidate.id)
      .execute();
    // Unread notifications of one application are kept as one, showing the latest status.
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'application_status',
      title: 'An update on your application',
      link: `/jobsseekers/my-jobs?applicationId=${arjunApp}`,
      data: { jobId: job.id, applicationId: arjunApp },
      read_at: null,
    });

    // The candidate sees the moves, without the employer's note.
    const mine = (await call<AppList>('POST', 'userjobs/list', w.candidate, { jobId: job.id })).body.data;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]?.status).toBe('REJECTED');
    expect(mine.items[0]?.history).toHaveLength(7);
    expect(mine.items[0]?.history.every((h) => h.note === null)).toBe(true);
    expect(counts(mine.statusSummary)).toMatchObject({ APPLIED: 0, REJECTED: 1 });
    const everything = (await call<AppList>('POST', 'userjobs/list', w.candidate, {})).body.data;
    expect(counts(everything.statusSummary)).toMatchObject({ APPLIED: 1, REJECTED: 1 });

    // Moving to the current status only adds the note, and mails nothing.
    const same = await call<S['ApplicationUpdateResult']>('PUT', `userjobs/update/${arjunApp}`, w.owner, {
      status: 'REJECTED',
      note: 'Salary expectations too high',
    });
    expect(same.body.data.items[0]?.history.at(-1)).toMatchObject({
      from: 'REJECTED',
      to: 'REJECTED',
      note: 'Salary expectations too high',
    });
    expect(await mailsTo(w.candidate.email)).toHaveLength(2);
  });

  it('moves several applications at once with one e-mail each, guests included', async () => {
    const r = await call<S['ApplicationUpdateResult']>('PUT', `userjobs/update/${sofiaApp}`, w.owner, {
      status: 'IN_INTERVIEW',
      ids: [guestApp],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.affected).toBe(2);
    expect(r.body.data.items.map((a) => a.status)).toEqual(['IN_INTERVIEW', 'IN_INTERVIEW']);
    expect((await mailsTo(w.other.email)).map((m) => m.subject)).toEqual([
      'You are invited to interview: Senior Backend Engineer',
    ]);
    expect((await mailsTo('meera.iyer@example.in')).map((m) => m.subject)).toEqual([
      'You are invited to interview: Senior Backend Engineer',
    ]);
    const list = (await call<AppList>('POST', 'userjobs/list', w.owner, { jobId: job.id, status: 'IN_INTERVIEW' })).body
      .data;
    expect(list.items.map((a) => a._id).sort()).toEqual([sofiaApp, guestApp].sort());
    expect(counts(list.statusSummary)).toEqual({ APPLIED: 0, SHORTLIST: 0, IN_INTERVIEW: 2, HIRED: 0, REJECTED: 1 });
  });

  it('sends no e-mail when told not to, and refuses notes and bulk changes the plan lacks', async () => {
    const r = await call('PUT', `userjobs/update/${sofiaApp}`, w.owner, { status: 'HIRED', notifyCandidate: false });
    expect(r.status).toBe(200);
    expect(await mailsTo(w.other.email)).toHaveLength(1);
    await sql`update clients set subscription = 'LITE_MONTHLY' where id = ${server.tenantA}`.execute(
      server.database.db,
    );
    try {
      expect(
        (await call('PUT', `userjobs/update/${sofiaApp}`, w.owner, { status: 'HIRED', note: 'Offer sent' })).status,
      ).toBe(403);
      expect(
        (await call('PUT', `userjobs/update/${sofiaApp}`, w.owner, { status: 'HIRED', ids: [guestApp] })).status,
      ).toBe(403);
      expect((await call('PUT', `userjobs/update/${sofiaApp}`, w.owner, { status: 'SHORTLIST' })).status).toBe(200);
    } finally {
      await sql`update clients set subscription = 'PREMIUM_YEALY' where id = ${server.tenantA}`.execute(
        server.database.db,
      );
    }
  });
  it("refuses a bulk change the company's own plan lacks, though the board's plan has it; notes follow the company's plan too", async () => {
    const holder = { type: 'employer' as const, companyId: w.companyId };
    await grantPlan(server.database.db, server.tenantA, holder, 'LITE_MONTHLY');
    try {
      const bulk = await call('PUT', `userjobs/update/${sofiaApp}`, w.owner, { status: 'SHORTLIST', ids: [guestApp] });
      expect(bulk.status).toBe(403);
      expect(JSON.stringify(bulk.body)).toContain('changing many applications at once');
      // Lite sells notes: allowed.
      const noted = await call('PUT', `userjobs/update/${sofiaApp}`, w.owner, {
        status: 'SHORTLIST',
        note: 'Offer sent',
      });
      expect(noted.status).toBe(200);
      await grantPlan(server.database.db, server.tenantA, holder, 'PLUS_MONTHLY');
      expect(
        (await call('PUT', `userjobs/update/${sofiaApp}`, w.owner, { status: 'SHORTLIST', ids: [guestApp] })).status,
      ).toBe(200);
      // Back where it was, for the counts read below.
      expect(
        (
          await call('PUT', `userjobs/update/${guestApp}`, w.owner, {
            status: 'IN_INTERVIEW',
            notifyCandidate: false,
          })
        ).status,
      ).toBe(200);
    } finally {
      await grantPlan(server.database.db, server.tenantA, holder, 'PREMIUM_YEALY');
    }
  });
});

describe('userjobs/get/candidate/details', () => {
  it('opens the application with the profile and the other applications, and marks it read once', async () => {
    const before = await server.database.db
      .selectFrom('jobs')
      .select('new_applicants_count')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    const r = await call<S['ApplicationDetails']>('POST', 'userjobs/get/candidate/details', w.member, {
      userJobId: arjunApp,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d.application._id).toBe(arjunApp);
    expect(d.application.viewedAt).not.toBeNull();
    expect(d.profile).toMatchObject({
      _id: w.candidate.id,
      name: 'Arjun Mehta',
      email: w.candidate.email,
      headline: 'Backend Engineer',
    });
    expect(d.otherApplications.map((o) => o.job._id)).toEqual([second.id]);
    const again = await call<S['ApplicationDetails']>('POST', 'userjobs/get/candidate/details', w.owner, {
      userJobId: arjunApp,
    });
    expect(again.body.data.application.viewedAt).toBe(d.application.viewedAt);
    const after = await server.database.db
      .selectFrom('jobs')
      .select('new_applicants_count')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(after.new_applicants_count).toBe(before.new_applicants_count - 1);

    const guest = await call<S['ApplicationDetails']>('POST', 'userjobs/get/candidate/details', w.owner, {
      userJobId: guestApp,
    });
    expect(guest.body.data.profile).toBeNull();
    expect(guest.body.data.application.guest).toMatchObject({ name: 'Meera Iyer', email: 'meera.iyer@example.in' });
  });
});

describe('the job picker, the candidates who applied and the counts', () => {
  it('lists the live jobs with their counts per status and unread applicants', async () => {
    await liveJob(server, w, 'Paused Role', { status: 'PAUSED' });
    const r = await call<List<S['ActiveJobApplicants']>>('POST', 'userjobs/active-jobs/list', w.owner, {
      sortBy: 'totalApplicants',
      sortOrder: 'desc',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.items.map((i) => i.job.title)).toEqual(['Senior Backend Engineer', 'Data Analyst']);
    const first = r.body.data.items[0];
    expect(first).toMatchObject({ totalApplicants: 3, unreadApplicants: 1 });
    expect(counts(first?.statusSummary ?? [])).toEqual({
      APPLIED: 0,
      SHORTLIST: 1,
      IN_INTERVIEW: 1,
      HIRED: 0,
      REJECTED: 1,
    });
    const searched = await call<List<S['ActiveJobApplicants']>>('POST', 'userjobs/active-jobs/list', w.owner, {
      search: 'analyst',
    });
    expect(searched.body.data.items.map((i) => i.job._id)).toEqual([second.id]);
  });

  it('lists each registered applicant once with the latest application, and counts per status', async () => {
    const r = await call<List<S['ApplicantCandidate']>>('POST', 'candidate/list', w.owner, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const rows = r.body.data.items;
    expect(rows).toHaveLength(2);
    const arjun = rows.find((x) => x.candidate._id === w.candidate.id);
    expect(arjun).toMatchObject({
      applicationCount: 2,
      latestApplication: { jobId: second.id, jobTitle: 'Data Analyst', status: 'APPLIED' },
    });
    const shortlisted = await call<List<S['ApplicantCandidate']>>('POST', 'candidate/list', w.owner, {
      status: 'SHORTLIST',
    });
    expect(shortlisted.body.data.items.map((x) => x.candidate._id)).toEqual([w.other.id]);

    const all = await call<S['StatusSummary']>('POST', 'candidate/status-count', w.owner, {});
    expect(counts(all.body.data)).toEqual({ APPLIED: 1, SHORTLIST: 1, IN_INTERVIEW: 1, HIRED: 0, REJECTED: 1 });
    const one = await call<S['StatusSummary']>('POST', 'candidate/status-count', w.owner, { jobId: second.id });
    expect(counts(one.body.data)).toEqual({ APPLIED: 1, SHORTLIST: 0, IN_INTERVIEW: 0, HIRED: 0, REJECTED: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      counts(
        (await call<S['StatusSummary']>('POST', 'candidate/status-count', w.owner, { appliedFrom: tomorrow })).body
          .data,
      ).APPLIED,
    ).toBe(0);
    expect(
      counts(
        (await call<S['StatusSummary']>('POST', 'candidate/status-count', w.owner, { appliedTo: today })).body.data,
      ).APPLIED,
    ).toBe(1);
  });
});

describe("the status mail in the candidate's language", () => {
  it('mails and notifies a candidate who last used the board in Spanish in Spanish', async () => {
    const { db } = server.database;
    const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const offered = await call('PUT', 'admin/settings', admin, {
      languages: { available: ['en', 'es'], default: 'en' },
    });
    expect(offered.status).toBe(200);
    const lucia = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
      firstName: 'Lucía',
    });
    await db.updateTable('users').set({ locale: 'es' }).where('id', '=', lucia.id).execute();
    const app = await applyAs(lucia, second.id);
    expect((await call('PUT', `userjobs/update/${app}`, w.owner, { status: 'SHORTLIST' })).status).toBe(200);
    const [mail] = await mailsTo(lucia.email);
    expect(mail?.subject).toBe('Tu postulación fue preseleccionada: Data Analyst');
    expect(mail?.text).toContain('Hola, Lucía:');
    expect(mail?.text).toContain('Buenas noticias: Northwind Analytics preseleccionó tu postulación a Data Analyst.');
    const note = await db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', lucia.id)
      .executeTakeFirstOrThrow();
    expect(note.title).toBe('Tu postulación fue preseleccionada');
    expect(note.body).toContain('preseleccionó tu postulación a Data Analyst');
  });
});
