// The candidate profile over real HTTP: completion moving by the weights as each section is filled,
// the section family with its date rules, who may read a profile, personal details checked against
// the master data and the place index, JSON Resume out (valid against the published schema) and
// back in (the same profile), the data export, and erasure leaving no trace in any table or file.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { liveJob, makeWorld, questions, uploadPdf, type World } from '../applications/test/support.ts';
import { platformMasterId } from '../master-data/master-defaults.ts';
import { PLACES } from '../jobs-discovery/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, TEST_PASSWORD, type TestUser } from '../test/world.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };
const require = createRequire(import.meta.url);
const jsonResume = require('@jsonresume/schema') as {
  validate: (doc: unknown, cb: (err: unknown, valid: boolean) => void) => void;
};

let server: TestServer;
let w: World;

const call = <T>(method: string, path: string, user: TestUser | null, body?: unknown) =>
  server.call<Answer<T>>(method, `/client/api/v1/${path}`, {
    host: HOST_A,
    token: user?.token ?? null,
    ...(body === undefined ? {} : { body }),
  });
const profileOf = async (u: TestUser) => (await call<S['CandidateProfile']>('GET', 'candidate/view', u)).body.data;
const percentOf = async (u: TestUser) => (await profileOf(u)).percentObj.percent;
const fresh = (firstName: string, lastName = 'Kulkarni') =>
  makeUser(server.database.db, server.deps.secret, {
    clientId: server.tenantA,
    role: 'candidate',
    firstName,
    lastName,
  });

const GENDER = platformMasterId('gender', 'Female');
const INDUSTRY = platformMasterId('industry', 'Information Technology');
const DOMAIN = platformMasterId('job_domain', 'Software Development');
const REACT = platformMasterId('skills', 'JavaScript');

const basic = { name: 'Meera Kulkarni', mobNo: '9823012345', countryCode: '+91', headline: 'Frontend engineer' };
const personal = {
  genderId: GENDER,
  countryId: PLACES.india.id,
  stateId: PLACES.maharashtra.id,
  cityId: PLACES.pune.id,
  dateOfBirth: '1994-05-17',
  linkedIn: 'https://www.linkedin.com/in/meera-k',
};
const industry = {
  industryId: INDUSTRY,
  jobDomainId: DOMAIN,
  isFresher: false,
  experienceYears: 6,
  experienceMonths: 2,
  expectedSalary: 2400000,
  salaryCurrency: 'INR',
  skillIds: [{ id: REACT, nm: 'ignored, the master name wins' }, { nm: 'Storybook' }],
};
const experience = {
  comNm: 'Infosys',
  title: 'Senior Frontend Engineer',
  from: '2022-07-01',
  isCurrent: true,
  location: 'Pune',
};
const education = {
  instiNm: 'College of Engineering Pune',
  qualification: 'B.Tech',
  fieldOfStudy: 'Computer Science',
  from: '2012-08-01',
  to: '2016-05-31',
  grade: '8.7 CGPA',
};
const project = {
  title: 'UPI dashboard',
  from: '2023-02-01',
  to: '2023-09-30',
  desc: 'Real-time payments view',
  url: 'https://example.com/upi',
};
const certificate = {
  title: 'AWS Developer Associate',
  issuedBy: 'Amazon Web Services',
  from: '2025-04-12',
  to: '2028-04-12',
  credentialId: 'AWS-1',
  credentialUrl: 'https://example.com/c/1',
};

/** Fills every section in the order of the e2e journey; answers the percentage after each. */
async function fillProfile(u: TestUser): Promise<number[]> {
  const seen: number[] = [];
  const step = async (method: string, path: string, body: unknown) => {
    const r = await call(method, path, u, body);
    expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
    seen.push(await percentOf(u));
  };
  await step('PUT', `candidate-profile/basic-details/${u.id}`, basic);
  await step('PUT', `candidate-profile/personal-details/${u.id}`, personal);
  await step('PUT', `candidate-profile/industry-details/${u.id}`, industry);
  await step('POST', 'candidate-profile/experience', experience);
  await step('POST', 'candidate-profile/education', education);
  await step('POST', 'candidate-profile/project', project);
  await step('POST', 'candidate-profile/certificate', certificate);
  return seen;
}

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
});
afterAll(() => server?.close());

describe('completion', () => {
  it('starts at 0 and moves by each section’s weight to 100', async () => {
    const u = await fresh('Meera');
    expect(await percentOf(u)).toBe(0);
    expect(await fillProfile(u)).toEqual([10, 30, 50, 60, 80, 90, 100]);
    const p = await profileOf(u);
    expect(p.percentObj).toMatchObject({ basicDetails: true, projects: true, certificates: true, percent: 100 });
    expect(p.skillIds).toEqual([{ id: REACT, nm: 'JavaScript' }, { nm: 'Storybook' }]);
    expect(p.city).toEqual({ id: PLACES.pune.id, nm: 'Pune' });
    expect(p.state?.nm).toBe('Maharashtra');
    const stored = await server.database.db
      .selectFrom('candidate_profiles')
      .select('percent')
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(stored.percent).toBe(100);
  });

  it('counts the experience section done for a fresher', async () => {
    const u = await fresh('Farah');
    await call('PUT', `candidate-profile/industry-details/${u.id}`, u, {
      ...industry,
      isFresher: true,
      experienceYears: 0,
      experienceMonths: 0,
    });
    expect((await profileOf(u)).percentObj).toMatchObject({ industryDetails: true, experience: true, percent: 30 });
  });
});

describe('sections', () => {
  it('adds, edits, lists and removes an experience; the date rules name the field', async () => {
    const u = await fresh('Kiran');
    const made = await call<S['ProfileExperience']>('POST', 'candidate-profile/experience', u, {
      comNm: 'Wipro',
      title: 'Engineer',
      from: '2019-01-01',
      to: '2021-06-30',
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ comNm: 'Wipro', isCurrent: false, to: '2021-06-30', location: null });
    const edited = await call<S['ProfileExperience']>('PUT', 'candidate-profile/experience', u, {
      _id: made.body.data._id,
      comNm: 'Wipro Digital',
      title: 'Senior Engineer',
      from: '2019-01-01',
      isCurrent: true,
    });
    expect(edited.body.data).toMatchObject({
      comNm: 'Wipro Digital',
      to: null,
      isCurrent: true,
      createdAt: made.body.data.createdAt,
    });
    const list = await call<{ items: S['ProfileExperience'][] }>('POST', 'experience/list', u, {});
    expect(list.body.data.items.map((e) => e.comNm)).toEqual(['Wipro Digital']);

    const bad = async (body: object, field: string) => {
      const r = await call<unknown>('POST', 'candidate-profile/experience', u, body);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(`body.${field}`);
    };
    await bad({ comNm: 'X', title: 'Y', from: '2022-01-01', to: '2021-01-01' }, 'to');
    await bad({ comNm: 'X', title: 'Y', from: '2999-01-01', isCurrent: true }, 'from');
    await bad({ comNm: 'X', title: 'Y', from: '2020-01-01' }, 'to');
    const wrongShape = await call('POST', 'candidate-profile/experience', u, {
      title: 'A project',
      from: '2020-01-01',
    });
    expect(wrongShape.status).toBe(400);

    const removed = await call<S['Done']>('PUT', 'candidate-profile/experience/soft-delete', u, {
      ids: [made.body.data._id],
    });
    expect(removed.body.data.affected).toBe(1);
    expect((await profileOf(u)).experiences).toEqual([]);
  });

  it('a candidate cannot change another’s entry, nor read another’s sections', async () => {
    const a = await fresh('Anil');
    const b = await fresh('Bina');
    const made = await call<S['ProfileProject']>('POST', 'candidate-profile/project', a, {
      title: 'Mine',
      from: '2020-01-01',
    });
    const steal = await call('PUT', 'candidate-profile/project', b, {
      _id: made.body.data._id,
      title: 'Stolen',
      from: '2020-01-01',
    });
    expect(steal.status).toBe(404);
    const gone = await call<S['Done']>('PUT', 'candidate-profile/project/soft-delete', b, {
      ids: [made.body.data._id],
    });
    expect(gone.body.data.affected).toBe(0);
    expect((await call('POST', 'candidate-profile/get-project', b, { candidateId: a.id })).status).toBe(403);
    expect((await profileOf(a)).projects.map((p) => p.title)).toEqual(['Mine']);
    const other = await call('PUT', `candidate-profile/basic-details/${a.id}`, b, basic);
    expect(other.status).toBe(403);
  });

  it('an employer reads the sections of an applicant only', async () => {
    const u = await fresh('Tara');
    await fillProfile(u);
    const before = await call('POST', 'candidate-profile/get-education', w.owner, { candidateId: u.id });
    expect(before.status).toBe(404);
    const job = await liveJob(server, w, 'Frontend Engineer', { questions: '[]' });
    const resumeUri = await uploadPdf(server, { token: u.token });
    expect((await call('POST', 'userjobs/create', u, { jobId: job.id, resumeUri, answers: {} })).status).toBe(200);
    const after = await call<S['ProfileEducation'][]>('POST', 'candidate-profile/get-education', w.owner, {
      candidateId: u.id,
    });
    expect(after.body.data.map((e) => e.instiNm)).toEqual(['College of Engineering Pune']);
    expect((await call('POST', 'candidate-profile/get-education', w.rival, { candidateId: u.id })).status).toBe(404);
    expect((await call('POST', 'candidate-profile/get-education', w.owner, {})).status).toBe(400);
  });

  it('reports the allowance and refuses an entry past the cap', async () => {
    const u = await fresh('Omar');
    const a = await call<S['ProfileSectionAllowance']>('GET', 'licence/certificate/subscription-details', u);
    expect(a.body.data).toMatchObject({ kind: 'certificate', used: 0, canAdd: true, planName: 'Free' });
  });
});

describe('personal details', () => {
  it('refuses a city of another state and a gender that is not in the master data', async () => {
    const u = await fresh('Ravi');
    const wrongCity = await call('PUT', `candidate-profile/personal-details/${u.id}`, u, {
      ...personal,
      cityId: PLACES.bengaluru.id,
    });
    expect(wrongCity.status).toBe(400);
    expect(JSON.stringify(wrongCity.body)).toContain('body.cityId');
    const wrongGender = await call('PUT', `candidate-profile/personal-details/${u.id}`, u, {
      ...personal,
      genderId: INDUSTRY,
    });
    expect(JSON.stringify(wrongGender.body)).toContain('body.genderId');
    const young = await call('PUT', `candidate-profile/personal-details/${u.id}`, u, {
      ...personal,
      dateOfBirth: '2020-01-01',
    });
    expect(JSON.stringify(young.body)).toContain('body.dateOfBirth');
  });
});

describe('accomplishments', () => {
  it('adds, changes and lists the candidate’s own', async () => {
    const u = await fresh('Lina');
    const made = await call<S['Accomplishment']>('POST', 'accomplishment/create', u, {
      type: 'language',
      title: 'German (B2)',
      date: '2021-06-01',
    });
    expect(made.body.data).toMatchObject({ type: 'language', title: 'German (B2)', date: '2021-06-01', issuer: null });
    const upd = await call<S['Accomplishment']>('PUT', `accomplishment/update/${made.body.data._id}`, u, {
      type: 'language',
      title: 'German (C1)',
    });
    expect(upd.body.data.title).toBe('German (C1)');
    const other = await fresh('Noor');
    expect(
      (await call('PUT', `accomplishment/update/${made.body.data._id}`, other, { type: 'award', title: 'x' })).status,
    ).toBe(404);
    const list = await call<{ items: S['Accomplishment'][] }>('POST', 'accomplishment/list', u, {});
    expect(list.body.data.items.map((a) => a.title)).toEqual(['German (C1)']);
  });
});

describe('JSON Resume', () => {
  it('exports a document valid against the published schema, and importing it gives the same profile', async () => {
    const u = await fresh('Meera');
    await fillProfile(u);
    const before = await profileOf(u);
    const r = await server.call<Record<string, unknown>>('GET', '/client/api/v1/candidate/json-resume', {
      host: HOST_A,
      token: u.token,
    });
    expect(r.status).toBe(200);
    expect(String(r.headers['content-disposition'])).toContain('Meera_Kulkarni_profile.json');
    const doc = r.body;
    const valid = await new Promise<boolean>((resolve) => jsonResume.validate(doc, (_e, ok) => resolve(ok)));
    expect(valid).toBe(true);

    const twin = await fresh('Someone', 'Else');
    const parsed = await call<S['ParsedResume']>('POST', 'candidate/json-resume', twin, { document: doc });
    expect(parsed.status).toBe(200);
    expect(parsed.body.data).toMatchObject({ status: 'done', source: 'json-resume', name: 'Meera Kulkarni' });
    const applied = await call('POST', 'candidate-profile/init', twin, {
      parsedResumeId: parsed.body.data._id,
      overwrite: true,
    });
    expect(applied.status).toBe(200);
    const after = await profileOf(twin);
    /** An entry without what a new copy of it gets afresh (its id and timestamps). */
    const strip = (items: object[]) =>
      items.map((e) =>
        Object.fromEntries(Object.entries(e).filter(([k]) => !['_id', 'createdAt', 'updatedAt'].includes(k))),
      );
    expect(after.name).toBe(before.name);
    expect(after.mobNo).toBe(before.mobNo);
    expect(after.countryCode).toBe(before.countryCode);
    expect(after.headline).toBe(before.headline);
    expect(after.linkedIn).toBe(before.linkedIn);
    expect(after.skillIds).toEqual(before.skillIds);
    expect(strip(after.experiences)).toEqual(strip(before.experiences));
    expect(strip(after.educations)).toEqual(strip(before.educations));
    expect(strip(after.projects)).toEqual(strip(before.projects));
    expect(strip(after.certificates)).toEqual(strip(before.certificates));
  });

  it('refuses a document that is not a JSON Resume, naming where', async () => {
    const u = await fresh('Ivo');
    const r = await call('POST', 'candidate/json-resume', u, { document: { basics: { email: 'not an e-mail' } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('basics');
  });
});

describe('the candidate’s own data', () => {
  it('exports a zip of resume.json and account.json', async () => {
    const u = await fresh('Zoya');
    await fillProfile(u);
    const r = await server.call('GET', '/client/api/v1/candidate/export', { host: HOST_A, token: u.token });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(r.bytes));
    expect(Object.keys(files).sort()).toEqual(['account.json', 'resume.json']);
    const account = JSON.parse(strFromU8(files['account.json'] as Uint8Array)) as Record<string, unknown>;
    expect(account).toMatchObject({ account: { email: u.email }, applications: [], savedJobs: [] });
    expect(JSON.parse(strFromU8(files['resume.json'] as Uint8Array))).toMatchObject({
      basics: { name: 'Meera Kulkarni' },
    });
  });

  it('erasure leaves no trace of the name, e-mail or phone in any table or stored file; the application still counts', async () => {
    const u = await fresh('Vasudha', 'Iyengar');
    await fillProfile(u);
    await call('PUT', `candidate-profile/basic-details/${u.id}`, u, {
      ...basic,
      name: 'Vasudha Iyengar',
      mobNo: '9812398123',
    });
    const job = await liveJob(server, w, 'Platform Engineer', { questions: JSON.stringify(questions().slice(0, 1)) });
    const resumeUri = await uploadPdf(server, { token: u.token });
    const applied = await call<S['Application']>('POST', 'userjobs/create', u, {
      jobId: job.id,
      resumeUri,
      answers: { noticePeriodDays: 30 },
    });
    expect(applied.status).toBe(200);
    await call('POST', 'candidate/json-resume', u, {
      document: { basics: { name: 'Vasudha Iyengar', email: u.email } },
    });
    await call('POST', 'accomplishment/create', u, { type: 'award', title: 'Vasudha Iyengar award' });
    const review = await call('POST', 'reviews/create', u, {
      companyId: w.companyId,
      rating: 4,
      title: 'Vasudha Iyengar on the platform team',
      pros: 'Vasudha Iyengar liked the people here.',
      cons: 'Vasudha Iyengar found the commute long.',
      employmentStatus: 'former',
    });
    expect(review.status).toBe(200);

    const storedNames = async () =>
      (await readdir(server.deps.config.filesDir, { recursive: true, withFileTypes: true })).map((e) => e.name);
    expect(await storedNames()).toContain(resumeUri.replace('/files/', ''));
    const del = await call('PUT', 'candidate/soft-delete', u, { password: TEST_PASSWORD, reason: 'Found a job' });
    expect(del.status).toBe(200);
    expect((await call('GET', 'candidate/view', u)).status).toBe(401);

    const traces = ['Vasudha', 'Iyengar', u.email, '9812398123'];
    const { db } = server.database;
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`.execute(
      db,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns.rows)
      for (const t of traces) {
        const hit = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}
          where strpos(lower(${sql.ref(column_name)}::text), lower(${t})) > 0`.execute(db);
        if ((hit.rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name} holds ${t}`);
      }
    expect(found).toEqual([]);

    const storeHits: string[] = [];
    const dir = server.deps.config.filesDir;
    const stored = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of stored.filter((e) => e.isFile())) {
      const text = (await readFile(join(entry.parentPath, entry.name))).toString('latin1');
      for (const t of traces) if (text.includes(t)) storeHits.push(`${entry.name} holds ${t}`);
    }
    const resumeKey = resumeUri.replace('/files/', '');
    expect(stored.some((e) => e.name === resumeKey)).toBe(false);
    expect(storeHits).toEqual([]);

    const app = await db
      .selectFrom('applications')
      .select(['status', 'candidate_id', 'resume'])
      .where('id', '=', applied.body.data._id)
      .executeTakeFirstOrThrow();
    expect(app).toMatchObject({ status: 'APPLIED', candidate_id: u.id, resume: null });
    const pipeline = await call<{ items: { _id: string; name?: string }[] }>('POST', 'userjobs/list', w.owner, {
      jobId: job.id,
    });
    expect(JSON.stringify(pipeline.body)).toContain(applied.body.data._id);
    expect(JSON.stringify(pipeline.body)).toContain('Deleted candidate');
  });
});
