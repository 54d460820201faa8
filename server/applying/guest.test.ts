// Guests over real HTTP: applying without an account (honeypot, one application per e-mail and
// job, rate limits per address and per e-mail), redirect-apply records for guests and candidates,
// and a guest's applications claimed when they register and verify the same e-mail.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { candidateRegistration } from '../auth/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { api, caller, liveJob, makeWorld, uploadPdf, type Answer, type World } from '../applications/test/support.ts';

type S = components['schemas'];
type AppList = { items: S['Application'][]; pagination: S['Pagination']; statusSummary: S['StatusSummary'] };

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
});
afterAll(async () => server?.close());

const guestForm = (jobId: string, resumeUri: string, email = 'meera.iyer@example.in') => ({
  jobId,
  name: 'Meera Iyer',
  email,
  mobNo: '9176543210',
  countryCode: '+91',
  resumeUri,
  answers: { noticePeriodDays: 60 },
});

const guestApply = (body: unknown, ip: string) =>
  call<S['ApplicationReceipt']>('POST', 'userjobs/guestuser-applyJob', null, body, { ip });

describe('userjobs/guestuser-applyJob', () => {
  it('records a guest application, refuses the honeypot and a second one from the same e-mail', async () => {
    const job = await liveJob(server, w, 'Guest Friendly Role');
    const resume = await uploadPdf(server, {});
    const r = await guestApply(guestForm(job.id, resume), '10.1.0.1');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      job: { _id: job.id, title: 'Guest Friendly Role' },
      status: 'APPLIED',
      source: 'guest',
    });
    expect(r.body.data.job).not.toHaveProperty('counts');
    const row = await server.database.db
      .selectFrom('application_history')
      .selectAll()
      .where('application_id', '=', r.body.data._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ from_status: null, to_status: 'APPLIED', by_user_id: null, by_name: 'Meera Iyer' });

    const twice = await guestApply(guestForm(job.id, resume, 'Meera.Iyer@Example.in'), '10.1.0.2');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_EXIST');
    const bot = await guestApply(
      { ...guestForm(job.id, resume, 'bot@example.in'), website: 'http://spam.example' },
      '10.1.0.3',
    );
    expect(bot.status).toBe(400);

    const paused = await liveJob(server, w, 'Paused Guest Role', { status: 'PAUSED' });
    const p = await guestApply(guestForm(paused.id, resume), '10.1.0.4');
    expect(p.status).toBe(400);
    expect(p.body.message).toBe('This job is no longer accepting applications');

    // A candidate's upload is not a guest's resume.
    const theirs = await uploadPdf(server, { token: w.candidate.token });
    expect((await guestApply(guestForm(job.id, theirs, 'other@example.in'), '10.1.0.5')).status).toBe(400);
  });

  it('limits attempts per address and per e-mail with 429 LIMIT_OVER and retryAfterSeconds', async () => {
    const job = await liveJob(server, w, 'Popular Role');
    const resume = await uploadPdf(server, {});
    let last;
    for (let i = 0; i < 11; i++) last = await guestApply(guestForm(job.id, resume, `flood${i}@example.in`), '10.2.0.1');
    expect(last?.status).toBe(429);
    expect(last?.body.code).toBe('LIMIT_OVER');
    expect((last?.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(last?.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 5; i++) await guestApply(guestForm(job.id, resume, 'same@example.in'), `10.3.0.${i + 1}`);
    const sixth = await guestApply(guestForm(job.id, resume, 'SAME@example.in'), '10.3.0.9');
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('LIMIT_OVER');
  });

  it('needs the guest_apply plan feature', async () => {
    const job = await liveJob(server, w, 'Feature Role');
    const resume = await uploadPdf(server, {});
    await sql`update clients set settings = jsonb_set(settings, '{features}', '{"guest_apply": false}') where id = ${server.tenantA}`.execute(
      server.database.db,
    );
    try {
      expect((await guestApply(guestForm(job.id, resume, 'f@example.in'), '10.4.0.1')).status).toBe(403);
    } finally {
      await sql`update clients set settings = settings - 'features' where id = ${server.tenantA}`.execute(
        server.database.db,
      );
    }
  });
});

describe('redirect applications', () => {
  it('records a guest once per e-mail, counts every click and answers with the job own URL', async () => {
    const job = await liveJob(server, w, 'Workday Role', {
      redirect_url: 'https://northwind.example.com/careers/r-1042',
    });
    const path = (q: string) => `userjobs/guest-user/create-by-redirect?jobId=${job.id}${q}`;
    const hostile = `&redirectUrl=${encodeURIComponent('https://evil.example.net/phish')}`;
    const a = await call<S['RedirectApplyResult']>(
      'POST',
      path(`&email=meera%40example.in${hostile}`),
      null,
      undefined,
      { ip: '10.5.0.1' },
    );
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.data.redirectUrl).toBe('https://northwind.example.com/careers/r-1042');
    expect(a.body.data.applicationId).toEqual(expect.any(String));
    const b = await call<S['RedirectApplyResult']>('POST', path('&email=MEERA%40example.in'), null, undefined, {
      ip: '10.5.0.1',
    });
    expect(b.body.data.applicationId).toBe(a.body.data.applicationId);
    const c = await call<S['RedirectApplyResult']>('POST', path(''), null, undefined, { ip: '10.5.0.1' });
    expect(c.body.data).toEqual({ redirectUrl: 'https://northwind.example.com/careers/r-1042', applicationId: null });
    const clicks = await server.database.db
      .selectFrom('redirect_clicks')
      .select('application_id')
      .where('job_id', '=', job.id)
      .execute();
    expect(clicks).toHaveLength(3);
    const plain = await liveJob(server, w, 'On-site Apply Role');
    const refused = await call('POST', `userjobs/guest-user/create-by-redirect?jobId=${plain.id}`, null, undefined, {
      ip: '10.5.0.2',
    });
    expect(refused.status).toBe(400);
  });

  it('records the candidate once and refuses another person id or e-mail', async () => {
    const job = await liveJob(server, w, 'External Role', { redirect_url: 'https://jobs.example.org/42' });
    const path = (q = '') =>
      `userjobs/create-by-redirecturl?jobId=${job.id}&origin=${encodeURIComponent('https://acme.test')}${q}`;
    const first = await call<S['RedirectApplyResult']>('POST', path(`&userId=${w.candidate.id}`), w.candidate);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await call<S['RedirectApplyResult']>('POST', path(), w.candidate);
    expect(again.body.data).toEqual(first.body.data);
    expect((await call('POST', path(`&userId=${w.other.id}`), w.candidate)).status).toBe(403);
    expect((await call('POST', path(`&email=${encodeURIComponent(w.other.email)}`), w.candidate)).status).toBe(403);
    const mine = (await call<AppList>('POST', 'userjobs/list', w.candidate, { jobId: job.id })).body.data;
    expect(mine.items.map((x) => [x._id, x.source, x.resume])).toEqual([
      [first.body.data.applicationId, 'redirect', null],
    ]);
  });
});

describe('claiming guest applications', () => {
  it('gives a guest applications to the candidate who registers and verifies the same e-mail', async () => {
    const job = await liveJob(server, w, 'Claimable Role');
    const resume = await uploadPdf(server, {});
    const email = 'kiran.rao@example.in';
    const g = await guestApply(guestForm(job.id, resume, email), '10.6.0.1');
    expect(g.status).toBe(200);
    // Another tenant's or another address's guest applications stay where they are.
    const otherJob = await liveJob(server, w, 'Unrelated Role');
    const stranger = await guestApply(guestForm(otherJob.id, resume, 'someone.else@example.in'), '10.6.0.2');

    const reg = await server.call('POST', api('candidate/register'), {
      host: HOST_A,
      body: candidateRegistration(email),
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const otp = await server.lastOtp(email);
    const verified = await server.call<Answer<{ token: string; user: { _id: string } }>>(
      'POST',
      api('candidate/verify-email-otp'),
      {
        host: HOST_A,
        body: { email, otp },
      },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const token = verified.body.data.token;
    const mine = await server.call<Answer<AppList>>('POST', api('userjobs/list'), { host: HOST_A, token, body: {} });
    expect(mine.body.data.items.map((a) => [a._id, a.source, a.guest, a.candidate?.email])).toEqual([
      [g.body.data._id, 'guest', null, email],
    ]);
    const leftover = await server.database.db
      .selectFrom('applications')
      .select(['candidate_id', 'guest_email'])
      .where('id', '=', stranger.body.data._id)
      .executeTakeFirstOrThrow();
    expect(leftover).toEqual({ candidate_id: null, guest_email: 'someone.else@example.in' });
    // Applying again to the claimed job as the candidate is a duplicate.
    const again = await server.call<Answer<unknown>>('POST', api('userjobs/create'), {
      host: HOST_A,
      token,
      body: { jobId: job.id, resumeUri: await uploadPdf(server, { token }), answers: { noticePeriodDays: 1 } },
    });
    expect(again.status).toBe(409);
  });
});
