// Reading an uploaded resume on the background queue, over real HTTP with the real parser: the
// upload answers at once with a queued result, which GET resume/parser/{id} follows to done with
// the fields found; only its owner sees it, and not after it expires. A text file named .pdf is
// refused with 415 before anything is queued; a PDF without text ends failed with the reason.
// The hourly sweep removes expired results and their files unless the profile took the file.
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/schema';
import { getBytes, pdf as emptyPdf } from '../files/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import type { TestUser } from '../test/world.ts';
import { findParsedResume } from '../candidate-profile/parsed-repo.ts';
import { failure } from './parser/failures.ts';
import { sweepExpiredParses } from './sweep.ts';
import { caller, makeResumeWorld, uploadToParser, type ResumeWorld } from './test/support.ts';

type S = components['schemas'];

let server: TestServer;
let w: ResumeWorld;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  // A server of its own: it starts the background worker.
  server = await startTestServer({ own: true });
  w = await makeResumeWorld(server);
  call = caller(server);
  await server.deps.jobs.startWorker();
});
afterAll(async () => server?.close());

/** A small one-page resume, as a word processor would save it (standard fonts, real text). */
function smallPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(22).text('Priya Sharma');
    doc.font('Helvetica').fontSize(10).text('priya.sharma@gmail.com | +91 98230 12345 | Pune, India');
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Experience');
    doc.font('Helvetica-Bold').fontSize(10).text('Senior Frontend Engineer');
    doc.font('Helvetica').text('Infosys | Jul 2022 - Present');
    doc.text('Led the React migration of the retail banking portal');
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Education');
    doc.font('Helvetica').fontSize(10).text('B.Tech, Computer Science, College of Engineering Pune, 2014 - 2018');
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Skills');
    doc.font('Helvetica').fontSize(10).text('React, TypeScript, JavaScript');
    doc.end();
  });
}

const upload = (bytes: Buffer, name = 'Priya_Sharma_CV.pdf', user: TestUser = w.priya) =>
  uploadToParser<S['ParsedResume']>(server, user, { name, type: 'application/pdf', bytes });

/** Follows a parse until it is done or failed (the queue polls every second; a parse takes about one). */
function follow(id: string, user: TestUser = w.priya): Promise<S['ParsedResume']> {
  return vi.waitFor(
    async () => {
      const r = await call<S['ParsedResume']>('GET', `resume/parser/${id}`, user);
      expect(r.status).toBe(200);
      expect(['done', 'failed'], `still ${r.body.data.status}`).toContain(r.body.data.status);
      return r.body.data;
    },
    { timeout: 30_000, interval: 150 },
  );
}

const parsedCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('parsed_resumes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('parsing an uploaded resume', () => {
  let done: S['ParsedResume'];

  it('answers at once with the queued result, which the queue reads to done', async () => {
    const bytes = await smallPdf();
    const before = Date.now();
    const r = await upload(bytes);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const queued = r.body.data;
    expect(queued).toMatchObject({
      status: 'queued',
      progress: 0,
      error: null,
      source: 'file',
      name: null,
      experiences: [],
      file: { name: 'Priya_Sharma_CV.pdf', mimeType: 'application/pdf', size: bytes.length },
    });
    const ttl = Date.parse(queued.expiresAt) - before;
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThan(24 * 3600_000 + 60_000);
    const stored = await server.database.db
      .selectFrom('files')
      .select(['owner_id', 'purpose'])
      .where('storage_key', '=', queued.file.uri.replace('/files/', ''))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ owner_id: w.priya.id, purpose: 'resume' });

    done = await follow(queued._id);
    expect(done).toMatchObject({
      _id: queued._id,
      status: 'done',
      progress: 100,
      stage: null,
      error: null,
      name: 'Priya Sharma',
      email: 'priya.sharma@gmail.com',
      expiresAt: queued.expiresAt,
      file: queued.file,
    });
    expect(done.experiences.map((e) => e.comNm)).toContain('Infosys');
    expect(done.skillIds.map((s) => s.nm)).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    // Skills the master data knows keep its ids.
    expect(done.skillIds.find((s) => s.nm === 'TypeScript')?.id).toEqual(expect.any(String));
    expect(done.confidence.email).toBeGreaterThan(0.5);
  });

  it('is followed by its owner only, and not after it expires', async () => {
    for (const other of [w.ravi, w.bea])
      expect((await call('GET', `resume/parser/${done._id}`, other)).status).toBe(404);
    const { db } = server.database;
    expect(await findParsedResume(db, server.tenantA, w.priya.id, done._id)).toMatchObject({ _id: done._id });
    expect(await findParsedResume(db, server.tenantA, w.ravi.id, done._id)).toBeNull();
    await db
      .updateTable('parsed_resumes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', done._id)
      .execute();
    expect((await call('GET', `resume/parser/${done._id}`, w.priya)).status).toBe(404);
    expect(await findParsedResume(db, server.tenantA, w.priya.id, done._id)).toBeNull();
  });

  it('refuses a text file named .pdf with 415, queueing nothing', async () => {
    const before = await parsedCount();
    const r = await upload(Buffer.from('Priya Sharma\npriya.sharma@gmail.com\nExperience: Infosys\n'), 'resume.pdf');
    expect(r.status).toBe(415);
    expect(r.body.message).toBe('This file type is not accepted; upload pdf, doc or docx');
    expect(await parsedCount()).toBe(before);
  });

  it('ends failed, saying why, for a PDF with no text', async () => {
    const r = await upload(emptyPdf(), 'scan.pdf');
    expect(r.status).toBe(200);
    const failed = await follow(r.body.data._id);
    const expected = failure('NO_TEXT');
    expect(failed).toMatchObject({
      status: 'failed',
      stage: null,
      error: expected.ok ? null : expected.message,
      name: null,
      experiences: [],
    });
  });

  it('is refused to an employer, and to a request without a file', async () => {
    expect((await upload(await smallPdf(), 'cv.pdf', w.employer)).status).toBe(403);
    expect((await call('POST', 'resume/parser', w.priya, {})).status).toBe(400);
  });
});

describe('the sweep of expired results', () => {
  it('removes them and their files, unless the profile took the file', async () => {
    const { db } = server.database;
    const kept = (await upload(await smallPdf())).body.data;
    const dropped = (await upload(await smallPdf())).body.data;
    await follow(kept._id);
    await follow(dropped._id);
    await db
      .insertInto('candidate_profiles')
      .values({ user_id: w.priya.id, client_id: server.tenantA, resume: JSON.stringify(kept.file) })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ resume: JSON.stringify(kept.file) }))
      .execute();
    await db
      .updateTable('parsed_resumes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', 'in', [kept._id, dropped._id])
      .execute();
    expect(await sweepExpiredParses({ db, config: server.deps.config })).toBeGreaterThanOrEqual(2);
    const left = await db
      .selectFrom('parsed_resumes')
      .select('id')
      .where('id', 'in', [kept._id, dropped._id])
      .execute();
    expect(left).toEqual([]);
    expect((await getBytes(server.port, HOST_A, kept.file.uri)).status).toBe(200);
    expect((await getBytes(server.port, HOST_A, dropped.file.uri)).status).toBe(404);
  });
});
