// Applying as a signed-in candidate over real HTTP: the application with its resume and answers,
// a second application refused with 409, jobs that do not take applications refused with 400,
// resumes and file answers that are not the applicant's uploads on this tenant refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { multipart, png } from '../files/test/support.ts';
import { api, caller, liveJob, makeWorld, uploadPdf, type Answer, type World } from '../applications/test/support.ts';

type S = components['schemas'];

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
});
afterAll(async () => server?.close());

const apply = (user = w.candidate, body: Record<string, unknown>) =>
  call<S['Application']>('POST', 'userjobs/create', user, body);

describe('userjobs/create', () => {
  it('records the application at APPLIED with its resume, answers and first history entry', async () => {
    const job = await liveJob(server, w, 'Senior Backend Engineer');
    const resumeUri = await uploadPdf(server, { token: w.candidate.token });
    const portfolio = await uploadPdf(server, { token: w.candidate.token, purpose: 'document' });
    const r = await apply(w.candidate, {
      jobId: job.id,
      resumeUri,
      answers: { noticePeriodDays: 30, workMode: 'remote', portfolio },
      coverLetter: '  Six years of payment ledgers on Node.js.  ',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Application submitted');
    const a = r.body.data;
    expect(a).toMatchObject({
      status: 'APPLIED',
      source: 'direct',
      guest: null,
      coverLetter: 'Six years of payment ledgers on Node.js.',
      answers: {
        noticePeriodDays: 30,
        workMode: 'remote',
        portfolio: { uri: portfolio, name: 'Resume.pdf', mimeType: 'application/pdf', size: expect.any(Number) },
      },
      resume: { uri: resumeUri, name: 'Resume.pdf', mimeType: 'application/pdf' },
      viewedAt: null,
      job: { _id: job.id, isApplied: true },
      candidate: { _id: w.candidate.id, name: 'Arjun Mehta', email: w.candidate.email },
    });
    expect(a.history).toEqual([
      { from: null, to: 'APPLIED', byUserId: w.candidate.id, byName: 'Arjun Mehta', at: a.appliedAt, note: null },
    ]);
    const counters = await server.database.db
      .selectFrom('jobs')
      .select(['applicants_count', 'new_applicants_count'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(counters).toEqual({ applicants_count: 1, new_applicants_count: 1 });

    const again = await apply(w.candidate, { jobId: job.id, resumeUri, answers: { noticePeriodDays: 10 } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_EXIST');
  });

  it('refuses jobs that are paused, closed, expired, not approved, deleted or applied to elsewhere', async () => {
    const resumeUri = await uploadPdf(server, { token: w.candidate.token });
    const refused = [
      await liveJob(server, w, 'Paused Job', { status: 'PAUSED' }),
      await liveJob(server, w, 'Closed Job', { status: 'CLOSED' }),
      await liveJob(server, w, 'Expired Job', { expires_at: new Date(Date.now() - 60_000) }),
      await liveJob(server, w, 'Pending Job', { approval_status: 1 }),
      await liveJob(server, w, 'Deleted Job', { status: 'DELETED', deleted_at: new Date() }),
    ];
    for (const job of refused) {
      const r = await apply(w.candidate, { jobId: job.id, resumeUri, answers: { noticePeriodDays: 5 } });
      expect(r.status, job.title).toBe(400);
      expect(r.body.message).toBe('This job is no longer accepting applications');
    }
    const redirect = await liveJob(server, w, 'Redirect Job', { redirect_url: 'https://careers.example.com/r/1' });
    const r = await apply(w.candidate, { jobId: redirect.id, resumeUri, answers: { noticePeriodDays: 5 } });
    expect(r.status).toBe(400);
    const draft = await liveJob(server, w, 'Draft Job', { status: 'DRAFT' });
    expect((await apply(w.candidate, { jobId: draft.id, resumeUri, answers: { noticePeriodDays: 5 } })).status).toBe(
      404,
    );
    const count = await server.database.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('job_id', 'in', [...refused.map((j) => j.id), redirect.id, draft.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('checks the answers against the job questions', async () => {
    const job = await liveJob(server, w, 'Data Engineer');
    const resumeUri = await uploadPdf(server, { token: w.other.token });
    const bad = async (answers: Record<string, unknown>) => {
      const r = await apply(w.other, { jobId: job.id, resumeUri, answers });
      expect(r.status, JSON.stringify(answers)).toBe(400);
      return r.body.message;
    };
    await bad({});
    await bad({ noticePeriodDays: 400 });
    await bad({ noticePeriodDays: 30, workMode: 'moon' });
    await bad({ noticePeriodDays: 30, favouriteColour: 'blue' });
    // A file answer must be an upload of this applicant on this tenant, of a type the question takes.
    await bad({ noticePeriodDays: 30, portfolio: '/files/0123456789abcdef0123456789abcdef.pdf' });
    const foreign = await uploadPdf(server, { token: w.candidate.token, purpose: 'document' });
    await bad({ noticePeriodDays: 30, portfolio: foreign });
    const image = multipart({ purpose: 'document' }, { name: 'me.png', type: 'image/png', bytes: png() });
    const up = await server.call<Answer<S['UploadedFile']>>('POST', api('files/upload'), {
      host: 'acme.test',
      token: w.other.token,
      raw: image.raw,
      contentType: image.contentType,
    });
    await bad({ noticePeriodDays: 30, portfolio: up.body.data.uri });
    const ok = await apply(w.other, { jobId: job.id, resumeUri, answers: { noticePeriodDays: 0 } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('takes only a pdf, doc or docx resume uploaded by the applicant on this tenant', async () => {
    const job = await liveJob(server, w, 'Platform Engineer');
    const tryResume = (resumeUri: string) =>
      apply(w.other, { jobId: job.id, resumeUri, answers: { noticePeriodDays: 15 } });
    expect((await tryResume(await uploadPdf(server, { token: w.candidate.token }))).status).toBe(400);
    expect((await tryResume(await uploadPdf(server, { host: HOST_B, token: w.candidateB.token }))).status).toBe(400);
    expect((await tryResume(await uploadPdf(server, {}))).status).toBe(400);
    const image = multipart({ purpose: 'image' }, { name: 'cv.png', type: 'image/png', bytes: png() });
    const up = await server.call<Answer<S['UploadedFile']>>('POST', api('files/upload'), {
      host: 'acme.test',
      token: w.other.token,
      raw: image.raw,
      contentType: image.contentType,
    });
    expect((await tryResume(up.body.data.uri)).status).toBe(400);
    expect((await tryResume(await uploadPdf(server, { token: w.other.token }))).status).toBe(200);
  });

  it('needs the quick_apply plan feature for quick applications', async () => {
    const job = await liveJob(server, w, 'QA Engineer');
    const resumeUri = await uploadPdf(server, { token: w.other.token });
    await sql`update clients set settings = jsonb_set(settings, '{features}', '{"quick_apply": false}') where id = ${server.tenantA}`.execute(
      server.database.db,
    );
    try {
      const r = await apply(w.other, {
        jobId: job.id,
        resumeUri,
        answers: { noticePeriodDays: 1 },
        source: 'quick_apply',
      });
      expect(r.status).toBe(403);
    } finally {
      await sql`update clients set settings = settings - 'features' where id = ${server.tenantA}`.execute(
        server.database.db,
      );
    }
    const r = await apply(w.other, {
      jobId: job.id,
      resumeUri,
      answers: { noticePeriodDays: 1 },
      source: 'quick_apply',
    });
    expect(r.status).toBe(200);
    expect(r.body.data.source).toBe('quick_apply');
  });

  it('is for candidates only', async () => {
    const job = await liveJob(server, w, 'Support Engineer');
    const r = await apply(w.owner, { jobId: job.id, resumeUri: '/files/x.pdf' });
    expect(r.status).toBe(403);
    const anon = await call('POST', 'userjobs/create', null, { jobId: job.id, resumeUri: '/files/x.pdf' });
    expect(anon.status).toBe(401);
  });
});
