// Invitations over real HTTP: candidates invited to an open job of the company get an e-mail with
// the message and an in-app notification, both in the candidate's language and linking to the job
// page with the invitation; applicants, the already invited and the not findable are skipped;
// closed and foreign jobs are refused; 100 a day per company (429) and the plan's allowance (403
// LIMIT_OVER); the candidate's opening and the analytics of sent, opened and applied; another
// company sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { liveJob } from '../applications/test/support.ts';
import { addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { DAILY_INVITES } from './invite.ts';
import { applyTo, caller, candidate, findable, makeEcWorld, setAllowance, type EcWorld } from './test/support.ts';

type S = components['schemas'];
type Failure = { code: string; message: string; data: { retryAfterSeconds?: number } | null };

let server: TestServer;
let w: EcWorld;
let arjun: TestUser;
let ben: TestUser;
let cara: TestUser;
let job: { id: string; title: string };
let call: ReturnType<typeof caller>;
const NONE = '00000000-0000-4000-8000-000000000000';
const MESSAGE = 'Hi, we are growing the platform team and your ledger work stood out.\n\nWould you apply?';

const invite = (user: TestUser, body: Record<string, unknown>) =>
  call<S['CandidateInviteResult']>('POST', 'invite/candidates', user, { message: MESSAGE, ...body });
const analytics = (user: TestUser, body: Record<string, unknown> = {}) =>
  call<S['InviteAnalytics']>('POST', 'invite/analytics', user, body);
const opened = (user: TestUser, invitationId: string) =>
  call<S['Done']>('POST', 'invite/opened', user, { invitationId });

async function invitationOf(candidateId: string, jobId: string) {
  return server.database.db
    .selectFrom('candidate_invitations')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  server = await startTestServer();
  w = await makeEcWorld(server);
  call = caller(server);
  arjun = await findable(server, w.candidate);
  ben = await candidate(server, server.tenantA, 'Ben');
  // Ben reads the board in Spanish, which it offers.
  const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  const offered = await server.call('PUT', '/client/api/v1/admin/settings', {
    host: HOST_A,
    token: admin.token,
    body: { languages: { available: ['en', 'es'], default: 'en' } },
  });
  expect(offered.status).toBe(200);
  await server.database.db.updateTable('users').set({ locale: 'es' }).where('id', '=', ben.id).execute();
  cara = await candidate(server, server.tenantA, 'Cara');
  job = await liveJob(server, w, 'Senior Backend Engineer');
  await applyTo(server, cara, job.id);
});
afterAll(async () => server?.close());

describe('invite/candidates', () => {
  it('invites the findable, skips the rest and says why', async () => {
    const r = await invite(w.member, { jobId: job.id, candidateIds: [arjun.id, ben.id, w.other.id, NONE, cara.id] });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Invitations sent');
    expect(r.body.data.invited).toBe(2);
    expect(r.body.data.skipped).toEqual(
      expect.arrayContaining([
        { candidateId: w.other.id, reason: 'not_found' },
        { candidateId: NONE, reason: 'not_found' },
        { candidateId: cara.id, reason: 'already_applied' },
      ]),
    );
    expect(r.body.data.skipped).toHaveLength(3);
  });

  it('e-mails the message with a link to the job page carrying the invitation', async () => {
    const inv = await invitationOf(arjun.id, job.id);
    expect(inv).toMatchObject({ company_id: w.companyId, invited_by: w.member.id, opened_at: null });
    const link = `/jobsseekers/job-detail?id=${job.id}&invitation=${inv.id}`;
    const mail = await server.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', arjun.email)
      .where('kind', '=', 'candidate_invitation')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Northwind Analytics invites you to apply: Senior Backend Engineer');
    expect(mail.text).toContain('your ledger work stood out');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
    const note = await server.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', arjun.id)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({
      kind: 'system',
      title: 'Northwind Analytics invites you to apply',
      link,
    });
    const inbox = await call<{ items: S['Notification'][] }>('POST', 'notification/list', arjun, {});
    expect(inbox.body.data.items.map((n) => n.link)).toContain(link);
  });

  it("writes the product's words in the candidate's language, the employer's message as written", async () => {
    const mail = await server.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', ben.email)
      .where('kind', '=', 'candidate_invitation')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Northwind Analytics te invita a postularte: Senior Backend Engineer');
    expect(mail.text).toContain('Northwind Analytics te invitó a postularte a Senior Backend Engineer.');
    expect(mail.text).toContain(MESSAGE);
    expect(mail.text).toContain('Ver el empleo y postularte: ');
    // The notification too.
    const note = await server.database.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', ben.id)
      .where('kind', '=', 'system')
      .executeTakeFirstOrThrow();
    expect(note).toEqual({
      title: 'Northwind Analytics te invita a postularte',
      body: 'Northwind Analytics te invitó a postularte a Senior Backend Engineer.',
    });
  });

  it('skips a candidate already invited to the job', async () => {
    const r = await invite(w.owner, { jobId: job.id, candidateIds: [arjun.id] });
    expect(r.body.data).toEqual({ invited: 0, skipped: [{ candidateId: arjun.id, reason: 'already_invited' }] });
  });

  it("refuses another company's job and an unknown one with 404", async () => {
    const rivalJob = await addJob(server.database.db, server.tenantA, w.rivalCompanyId, {
      title: 'Rival Role',
      category: w.category,
    });
    expect((await invite(w.owner, { jobId: rivalJob.id, candidateIds: [ben.id] })).status).toBe(404);
    expect((await invite(w.owner, { jobId: NONE, candidateIds: [ben.id] })).status).toBe(404);
  });

  it('refuses a job that is not open, naming jobId', async () => {
    const notOpen = [
      { status: 'PAUSED' as const },
      { status: 'DRAFT' as const },
      { approval_status: 1 as const },
      { expires_at: new Date(Date.now() - 60_000) },
    ];
    for (const extra of notOpen) {
      const closed = await liveJob(server, w, 'Closed Role', extra);
      const r = await invite(w.owner, { jobId: closed.id, candidateIds: [ben.id] });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(r.body)).toContain('body.jobId');
    }
  });

  it('refuses bad input naming the field', async () => {
    const blank = await invite(w.owner, { jobId: job.id, candidateIds: [ben.id], message: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('message');
    const none = await invite(w.owner, { jobId: job.id, candidateIds: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('candidateIds');
    expect((await invite(arjun, { jobId: job.id, candidateIds: [ben.id] })).status).toBe(403);
  });
});

describe('the limits of invitations', () => {
  it(`sends at most ${DAILY_INVITES} a day per company (429), counting only today`, async () => {
    const { db } = server.database;
    const companyId = await makeCompany(db, server.tenantA, 'Busy Hiring');
    const owner = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
    const jobs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addJob(db, server.tenantA, companyId, { title: `Role ${i}`, category: w.category }),
      ),
    );
    const people = await Promise.all(
      Array.from({ length: 10 }, (_, i) => candidate(server, server.tenantA, `P${i}`, false)),
    );
    await db
      .insertInto('candidate_invitations')
      .values(
        jobs.flatMap((j) =>
          people.map((p) => ({
            client_id: server.tenantA,
            company_id: companyId,
            job_id: j.id,
            candidate_id: p.id,
            invited_by: owner.id,
            message: 'Earlier',
          })),
        ),
      )
      .execute();
    const r = await call<null>('POST', 'invite/candidates', owner, {
      jobId: jobs[0]?.id,
      candidateIds: [ben.id],
      message: 'Hello',
    });
    expect(r.status).toBe(429);
    const failure = r.body as unknown as Failure;
    expect(failure.code).toBe('LIMIT_OVER');
    expect(failure.message).toContain(`at most ${DAILY_INVITES} invitations a day`);
    expect(failure.data?.retryAfterSeconds).toBeGreaterThan(0);
    await db
      .updateTable('candidate_invitations')
      .set({ created_at: new Date(Date.now() - 26 * 3_600_000) })
      .where('company_id', '=', companyId)
      .execute();
    const next = await invite(owner, { jobId: jobs[0]?.id, candidateIds: [ben.id] });
    expect(next.body.data.invited).toBe(1);
  });

  it("refuses past the plan's allowance with LIMIT_OVER and sends nothing", async () => {
    const { db } = server.database;
    const companyId = await makeCompany(db, server.tenantA, 'Small Plan Co');
    await setAllowance(server, server.tenantA, companyId, 'candidateInvites', 2);
    const owner = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
    const open = await addJob(db, server.tenantA, companyId, { title: 'Analyst', category: w.category });
    const people = await Promise.all(['Q1', 'Q2', 'Q3'].map((n) => candidate(server, server.tenantA, n)));
    const ids = people.map((p) => p.id);
    const tooMany = await call<null>('POST', 'invite/candidates', owner, {
      jobId: open.id,
      candidateIds: ids,
      message: 'Hi',
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.code).toBe('LIMIT_OVER');
    expect(tooMany.body.message).toMatch(/2 candidate invitations left.*upgrade your plan or buy a top-up/i);
    const two = await invite(owner, { jobId: open.id, candidateIds: ids.slice(0, 2) });
    expect(two.body.data.invited).toBe(2);
    const third = await call<null>('POST', 'invite/candidates', owner, {
      jobId: open.id,
      candidateIds: ids.slice(2),
      message: 'Hi',
    });
    expect(third.status).toBe(403);
    expect(third.body.message).toMatch(/used up/);
    const mails = await db
      .selectFrom('outbox')
      .select('to_address')
      .where('to_address', '=', people[2]?.email ?? '')
      .execute();
    expect(mails).toEqual([]);
  });
});

describe('invite/opened', () => {
  it('marks the first opening only, for the invited candidate only', async () => {
    const inv = await invitationOf(arjun.id, job.id);
    expect((await opened(ben, inv.id)).status).toBe(404);
    expect((await opened(arjun, NONE)).status).toBe(404);
    expect((await opened(w.owner, inv.id)).status).toBe(403);
    const first = await opened(arjun, inv.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Invitation opened', data: { affected: 1 } });
    const at = (await invitationOf(arjun.id, job.id)).opened_at;
    expect(at).not.toBeNull();
    expect((await opened(arjun, inv.id)).body.data).toEqual({ affected: 0 });
    expect((await invitationOf(arjun.id, job.id)).opened_at).toEqual(at);
  });
});

describe('invite/analytics', () => {
  it('counts sent, opened and applied after the invitation, per job', async () => {
    await applyTo(server, arjun, job.id);
    const other = await liveJob(server, w, 'Data Analyst');
    expect((await invite(w.owner, { jobId: other.id, candidateIds: [arjun.id] })).body.data.invited).toBe(1);
    const r = await analytics(w.owner);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      sent: 3,
      opened: 1,
      applied: 1,
      openRate: 33.3,
      applyRate: 33.3,
      byJob: [
        { jobId: job.id, title: 'Senior Backend Engineer', sent: 2, opened: 1, applied: 1 },
        { jobId: other.id, title: 'Data Analyst', sent: 1, opened: 0, applied: 0 },
      ],
    });
    const one = await analytics(w.owner, { jobId: job.id });
    expect(one.body.data).toMatchObject({ sent: 2, opened: 1, applied: 1, openRate: 50, applyRate: 50 });
  });

  it('does not count an application made before the invitation', async () => {
    const early = await liveJob(server, w, 'Early Role');
    const dee = await candidate(server, server.tenantA, 'Dee');
    await invite(w.owner, { jobId: early.id, candidateIds: [dee.id] });
    await applyTo(server, dee, early.id, new Date(Date.now() - 3_600_000));
    expect((await analytics(w.owner, { jobId: early.id })).body.data).toMatchObject({ sent: 1, applied: 0 });
  });

  it('filters by period and refuses a backwards one or a foreign job', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await analytics(w.owner, { from: today, to: today })).body.data.sent).toBe(4);
    expect((await analytics(w.owner, { from: '2026-01-01', to: '2026-01-31' })).body.data).toMatchObject({
      sent: 0,
      openRate: 0,
      byJob: [],
    });
    const backwards = await analytics(w.owner, { from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('body.to');
    expect((await analytics(w.owner, { jobId: NONE })).status).toBe(404);
  });
});

describe('a second company of the same tenant', () => {
  it('sees none of the first company’s invitations', async () => {
    expect((await analytics(w.rival)).body.data).toMatchObject({ sent: 0, byJob: [] });
    expect((await analytics(w.rival, { jobId: job.id })).status).toBe(404);
    const page = await call<S['SearchedCandidateDetails']>('POST', 'candidate/searched-candidate/details', w.rival, {
      candidateId: arjun.id,
    });
    expect(page.body.data.invitations).toEqual([]);
    const mine = await call<S['SearchedCandidateDetails']>('POST', 'candidate/searched-candidate/details', w.owner, {
      candidateId: arjun.id,
    });
    expect(mine.body.data.invitations.map((i) => i.jobTitle).sort()).toEqual([
      'Data Analyst',
      'Senior Backend Engineer',
    ]);
    expect(mine.body.data.invitations.find((i) => i.jobId === job.id)?.openedAt).not.toBeNull();
  });
});
