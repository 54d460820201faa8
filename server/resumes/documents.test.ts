// A built resume's documents over real HTTP. The PDF: read back with pdf.js, it holds the name and
// every section's heading as selectable text in embedded Inter, on A4 or Letter as set; a long
// resume runs over pages with numbered footers and no heading left alone at a page's foot; show
// flags hide sections and turn bullets into paragraphs; the modern template puts the contact
// details and skills in its side column. Saved (isSave), the PDF becomes the resume's file and the
// profile's resume, and applying to a job with it works. The JSON Resume export is valid against
// the published schema.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { getBytes } from '../files/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { DEFAULT_SHOW } from '../../shared/resumes/defaults.ts';
import { longResume, sampleResume } from './test/fixtures.ts';
import { renderResumePdf } from './pdf/render.ts';
import { caller, download, makeResumeWorld, readPdf, type ReadPdf, type ResumeWorld } from './test/support.ts';

type S = components['schemas'];

let server: TestServer;
let w: ResumeWorld;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  w = await makeResumeWorld(server);
  call = caller(server);
});
afterAll(async () => server?.close());

/** The create input of a fixture resume (what the builder would send). */
function input(r: S['Resume']): S['ResumeCreateInput'] {
  const { _id, candidateId, file, createdAt, updatedAt, ...rest } = r;
  void [_id, candidateId, file, createdAt, updatedAt];
  return rest;
}

async function build(r: S['Resume'], user = w.priya): Promise<S['Resume']> {
  const made = await call<S['Resume']>('POST', 'resumes', user, input(r));
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data;
}

async function pdfOf(id: string, query = '') {
  const r = await download(server, w.priya, `resumes/download/${id}${query}`);
  expect(r.status, r.body.toString('utf8').slice(0, 300)).toBe(200);
  return { ...r, pdf: await readPdf(r.body) };
}

const HEADINGS = ['Objective', 'Experience', 'Education', 'Projects', 'Skills', 'Languages'];

describe('the PDF of a resume', () => {
  it('is an attachment named after the resume, with the name and every heading as text in embedded Inter', async () => {
    const resume = await build(sampleResume());
    const { headers, body, pdf } = await pdfOf(resume._id);
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe('attachment; filename="Priya_Sharma_Resume.pdf"');
    expect(headers['x-resume-uri']).toBeUndefined();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect(page?.text).toContain('Priya Sharma');
    for (const heading of HEADINGS) expect(page?.items, heading).toContain(heading);
    for (const text of ['priya.sharma@gmail.com', 'Infosys', 'Jul 2022 – Present', 'College of Engineering Pune'])
      expect(page?.text).toContain(text);
    expect(page?.text).toContain('Page 1 of 1');
    // A4 in points.
    expect([Math.round(page?.width ?? 0), Math.round(page?.height ?? 0)]).toEqual([595, 842]);
    expect(pdf.fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of pdf.fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name).toMatch(/^[A-Z]{6}\+Inter-/);
    }
    // The fonts' dictionaries carry the font files themselves (TrueType subsets).
    expect(body.includes('/FontFile2')).toBe(true);
    expect(pdf.info.Title).toBe('Priya Sharma – Resume');
  });

  it('is on Letter paper when the settings say so', async () => {
    const resume = await build(sampleResume({ settings: { paperSize: 'Letter' } }));
    const { pdf } = await pdfOf(resume._id);
    expect(pdf.pages.map((p) => [Math.round(p.width), Math.round(p.height)])).toEqual([[612, 792]]);
  });

  /** Every page's footer is its number, and every heading has text under it in its column on its own page. */
  function expectFlow(pdf: ReadPdf, what: string) {
    const n = pdf.pages.length;
    pdf.pages.forEach((page, i) => {
      expect(page.items.at(-1)).toBe(`Page ${i + 1} of ${n}`);
      const footer = page.runs.at(-1)?.y ?? 0;
      for (const h of page.runs.filter((r) => HEADINGS.includes(r.str))) {
        const under = page.runs.filter((r) => r.y < h.y - 1 && r.y > footer + 1 && Math.abs(r.x - h.x) < 20);
        expect(under.length, `${h.str} alone at the foot of page ${i + 1} (${what})`).toBeGreaterThan(0);
      }
    });
  }

  it('runs a long resume over numbered pages', async () => {
    for (const settings of [
      {},
      { template: 'modern' as const, fontSize: 'large' as const, paperSize: 'Letter' as const },
    ]) {
      const resume = await build(longResume({ settings }));
      const { pdf } = await pdfOf(resume._id);
      expect(pdf.pages.length, JSON.stringify(settings)).toBeGreaterThanOrEqual(2);
      expectFlow(pdf, JSON.stringify(settings));
      const all = pdf.pages.map((p) => p.text).join(' ');
      for (const company of ['Infosys', 'Persistent Systems', 'Thoughtworks', 'Razorpay', 'Freshworks', 'Zoho'])
        expect(all).toContain(company);
      for (const heading of [...HEADINGS, 'Volunteering']) expect(all).toContain(heading);
    }
  });

  // Forty-eight resumes rendered and read back: 15 s of CPU on a quiet machine, bounded for
  // a busy one rather than by the suite's 30 s for one request's worth of work.
  it('never leaves a heading alone at a page’s foot, wherever the page breaks fall', { timeout: 120_000 }, async () => {
    // One objective line more each time moves every later heading down a line, so that each of
    // them in turn meets the foot of the page; rendered directly, the HTTP path being the same.
    for (const template of ['classic', 'modern'] as const)
      for (let lines = 1; lines <= 24; lines++) {
        const objective = Array.from({ length: lines }, (_, i) => `Point ${i + 1} of what I bring`).join('\n');
        const pdf = await readPdf(await renderResumePdf(longResume({ objective, settings: { template } })));
        expectFlow(pdf, `${template}, ${lines} objective lines`);
      }
  });

  it('hides a section whose content is off, and prints paragraphs instead of bullets when asked', async () => {
    const bulleted = await build(sampleResume());
    const withBullets = (await pdfOf(bulleted._id)).pdf.pages[0];
    expect(withBullets?.items).toContain('•');

    const show = structuredClone(DEFAULT_SHOW);
    for (const flags of Object.values(show)) flags.bullets = false;
    show.projects.content = false;
    const plain = await build(sampleResume({ show }));
    const page = (await pdfOf(plain._id)).pdf.pages[0];
    expect(page?.items).not.toContain('•');
    expect(page?.items).not.toContain('Projects');
    expect(page?.text).not.toContain('UPI payments dashboard');
    expect(page?.text).toContain(
      'Led the React migration of the retail banking portal. Cut page load time by 45% with route-level code splitting',
    );
    expect(page?.text).toContain('English (fluent). Hindi (native). Marathi (native)');
  });

  it('puts the contact details and skills in the modern template’s side column', async () => {
    const resume = await build(sampleResume({ settings: { template: 'modern', themeColor: '#0ca678' } }));
    const page = (await pdfOf(resume._id)).pdf.pages[0];
    for (const text of ['Priya Sharma', 'Contact', 'Skills', 'React', 'linkedin.com/in/priya-sharma-fe', ...HEADINGS])
      expect(page?.text).toContain(text);
  });

  it('is refused for another candidate’s resume with the JSON envelope', async () => {
    const resume = await build(sampleResume());
    const r = await download(server, w.ravi, `resumes/download/${resume._id}`);
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body.toString('utf8'))).toMatchObject({ code: 'ERROR', data: null });
  });
});

describe('saving the PDF as the candidate’s resume', () => {
  it('stores it as the resume’s file and the profile’s resume, and applying with it works', async () => {
    const resume = await build(sampleResume());
    const saved = await pdfOf(resume._id, '?isSave=true');
    const uri = String(saved.headers['x-resume-uri']);
    expect(uri).toMatch(/^\/files\/[0-9a-f]{32}\.pdf$/);
    const file = { uri, name: 'Priya_Sharma_Resume.pdf', mimeType: 'application/pdf', size: saved.body.length };
    expect((await call<S['Resume']>('GET', `resumes/${resume._id}`, w.priya)).body.data.file).toEqual(file);
    const list = await call<S['ResumeSummary'][]>('GET', 'resumes/list', w.priya);
    expect(list.body.data.find((r) => r._id === resume._id)?.file).toEqual(file);
    const profile = await server.database.db
      .selectFrom('candidate_profiles')
      .select('resume')
      .where('user_id', '=', w.priya.id)
      .executeTakeFirstOrThrow();
    expect(profile.resume).toEqual(file);
    const served = await getBytes(server.port, HOST_A, uri);
    expect(served.status).toBe(200);
    expect(served.body.equals(saved.body)).toBe(true);

    const companyId = await makeCompany(server.database.db, server.tenantA, 'Northwind Analytics');
    const category = await addCategory(server.database.db, server.tenantA, 'Software Development');
    const job = await addJob(server.database.db, server.tenantA, companyId, { title: 'Frontend Lead', category });
    const applied = await call<S['Application']>('POST', 'userjobs/create', w.priya, {
      jobId: job.id,
      resumeUri: uri,
      answers: {},
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.resume).toEqual(file);
    // Someone else cannot apply with it.
    const job2 = await addJob(server.database.db, server.tenantA, companyId, { title: 'Frontend Engineer', category });
    const theft = await call('POST', 'userjobs/create', w.ravi, { jobId: job2.id, resumeUri: uri, answers: {} });
    expect(theft.status).toBe(400);
  });

  it('replaces the profile’s resume when saved again, removing the old PDF only when nothing uses it', async () => {
    const resume = await build(sampleResume());
    const first = String((await pdfOf(resume._id, '?isSave=true')).headers['x-resume-uri']);
    const second = String((await pdfOf(resume._id, '?isSave=true')).headers['x-resume-uri']);
    expect(second).not.toBe(first);
    // The first was the profile's resume and nothing else's: it is gone.
    expect((await getBytes(server.port, HOST_A, first)).status).toBe(404);
    expect((await getBytes(server.port, HOST_A, second)).status).toBe(200);

    // Deleting the resume keeps the PDF the profile uses.
    await call('PUT', `resumes/delete/${resume._id}`, w.priya);
    expect((await getBytes(server.port, HOST_A, second)).status).toBe(200);
    const profile = await server.database.db
      .selectFrom('candidate_profiles')
      .select('resume')
      .where('user_id', '=', w.priya.id)
      .executeTakeFirstOrThrow();
    expect(profile.resume?.uri).toBe(second);
  });

  it('makes the profile row of a candidate who has none', async () => {
    const resume = await build(sampleResume({ name: 'Ravi Kumar' }), w.ravi);
    const r = await download(server, w.ravi, `resumes/download/${resume._id}?isSave=true`);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toBe('attachment; filename="Ravi_Kumar_Resume.pdf"');
    const profile = await server.database.db
      .selectFrom('candidate_profiles')
      .select(['resume', 'client_id'])
      .where('user_id', '=', w.ravi.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ client_id: server.tenantA, resume: { uri: r.headers['x-resume-uri'] } });
  });
});

describe('the JSON Resume export', () => {
  type Validate = (doc: unknown, done: (errors: unknown, valid: boolean) => void) => void;
  const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as { validate: Validate };

  it('is a valid JSON Resume document, as an attachment', async () => {
    const resume = await build(longResume());
    const r = await download(server, w.priya, `resumes/json-resume/${resume._id}`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['content-disposition']).toBe('attachment; filename="Priya_Sharma_resume.json"');
    const doc = JSON.parse(r.body.toString('utf8')) as Record<string, unknown>;
    const outcome = await new Promise<{ errors: unknown; valid: boolean }>((done) =>
      validate(doc, (errors, valid) => done({ errors, valid })),
    );
    expect(outcome, JSON.stringify(outcome.errors)).toMatchObject({ valid: true });
    expect(doc).toMatchObject({
      basics: {
        name: 'Priya Sharma',
        label: 'Principal Frontend Engineer',
        email: 'priya.sharma@gmail.com',
        phone: '+91 98230 12345',
        location: { city: 'Pune', countryCode: 'IN' },
        profiles: [{ network: 'LinkedIn', username: 'priya-sharma-fe' }],
      },
      work: expect.arrayContaining([
        expect.objectContaining({ name: 'Infosys', startDate: '2024-01' }),
        expect.objectContaining({ name: 'Persistent Systems', startDate: '2022-01', endDate: '2023-12' }),
      ]),
      education: [
        {
          institution: 'College of Engineering Pune',
          studyType: 'B.Tech',
          area: 'Computer Science',
          score: '8.7 CGPA',
          startDate: '2014',
          endDate: '2018',
          summary: 'Secretary of the coding club',
        },
        expect.objectContaining({ studyType: 'M.Tech', area: 'Software Engineering' }),
      ],
      languages: [
        { language: 'English', fluency: 'fluent' },
        { language: 'Hindi', fluency: 'native' },
        { language: 'Marathi', fluency: 'native' },
      ],
      customSections: [{ sectionName: 'Volunteering' }],
      meta: { version: 'v1.0.0' },
    });
    expect((doc.work as { startDate: string }[])[0]).not.toHaveProperty('endDate');
  });

  it('is refused for another candidate’s resume', async () => {
    const resume = await build(sampleResume());
    expect((await download(server, w.ravi, `resumes/json-resume/${resume._id}`)).status).toBe(404);
    expect((await download(server, w.bea, `resumes/json-resume/${resume._id}`)).status).toBe(404);
  });
});
