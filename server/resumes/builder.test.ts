// The resume builder over real HTTP: a resume created with the defaults, or filled from the
// profile where the candidate sent nothing; read, its header and its content changed part by part
// (settings merged, sections replaced), listed last changed first, deleted. Another candidate's
// resume, on this tenant or another, is 404; an employer is refused; a bad colour or name is 400.
// A template or theme colour beyond the classic default needs the plan's resume_templates.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { grantPlan } from '../payments/licences-repo.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser } from '../test/world.ts';
import { DEFAULT_SETTINGS, DEFAULT_SHOW } from '../../shared/resumes/defaults.ts';
import { caller, makeResumeWorld, type ResumeWorld } from './test/support.ts';

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

const create = (body: Record<string, unknown>, user = w.priya) => call<S['Resume']>('POST', 'resumes', user, body);

async function giveProfile() {
  const { db } = server.database;
  await db
    .updateTable('users')
    .set({ mob_no: '9823012345', country_code: '+91' })
    .where('id', '=', w.priya.id)
    .execute();
  const at = '2026-01-14T10:15:00.000Z';
  await db
    .insertInto('candidate_profiles')
    .values({
      user_id: w.priya.id,
      client_id: server.tenantA,
      headline: 'Senior Frontend Engineer',
      about: 'Frontend engineer with seven years in banking and payments.',
      linkedin: 'https://www.linkedin.com/in/priya-sharma-fe',
      city_id: 'c1',
      city_nm: 'Pune',
      country_id: 'IN',
      country_nm: 'India',
      skills: JSON.stringify([{ id: 'sk-react', nm: 'React' }, { nm: 'Storybook' }]),
      experiences: JSON.stringify([
        {
          _id: 'a1d4e7f2-5b3c-4a8e-9f61-2c7b0d9e4a35',
          comNm: 'Infosys',
          title: 'Senior Frontend Engineer',
          from: '2022-07-01',
          to: null,
          isCurrent: true,
          description: 'Led the React migration',
          createdAt: at,
          updatedAt: at,
        },
        {
          _id: 'b1d4e7f2-5b3c-4a8e-9f61-2c7b0d9e4a35',
          comNm: 'Persistent Systems',
          title: 'Software Engineer',
          from: '2018-07-01',
          to: '2022-06-30',
          isCurrent: false,
          description: null,
          createdAt: at,
          updatedAt: at,
        },
      ]),
      educations: JSON.stringify([
        {
          _id: 'c3f9a2d1-8e4b-4c7f-a6d2-5b1e9c0f3a72',
          instiNm: 'College of Engineering Pune',
          qualification: 'B.Tech',
          fieldOfStudy: 'Computer Science',
          from: '2014-08-01',
          to: '2018-05-31',
          grade: '8.7 CGPA',
          createdAt: at,
          updatedAt: at,
        },
      ]),
      projects: JSON.stringify([
        {
          _id: 'd5a8c1e3-2b7f-4d9a-b3e6-8f0c4a2d1e59',
          title: 'UPI payments dashboard',
          from: '2023-02-01',
          to: '2023-09-30',
          desc: 'Real-time dashboard for 2M daily UPI transactions.',
          url: null,
          createdAt: at,
          updatedAt: at,
        },
      ]),
      certificates: JSON.stringify([
        {
          _id: 'e9b2d4f6-3a1c-4e8b-9d7f-1c5a0b3e6d84',
          title: 'AWS Certified Developer – Associate',
          issuedBy: 'Amazon Web Services',
          from: '2025-04-12',
          to: null,
          createdAt: at,
          updatedAt: at,
        },
      ]),
    })
    .execute();
}

describe('creating a resume', () => {
  it('takes the defaults for what is not sent', async () => {
    const r = await create({ name: 'Priya Sharma' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Resume created');
    expect(r.body.data).toMatchObject({
      candidateId: w.priya.id,
      name: 'Priya Sharma',
      objective: null,
      email: null,
      experiences: [],
      education: [],
      projects: [],
      skills: [],
      customSections: [],
      settings: DEFAULT_SETTINGS,
      show: DEFAULT_SHOW,
      file: null,
    });
    expect(DEFAULT_SETTINGS).toEqual({
      themeColor: '#1c7ed6',
      headerSize: 'medium',
      fontSize: 'small',
      template: 'classic',
      paperSize: 'A4',
    });
    expect(Object.values(r.body.data.show).every((s) => s.content && s.bullets)).toBe(true);
  });

  it('fills from the profile only the sections not sent', async () => {
    await giveProfile();
    const r = await create({
      name: 'Priya Sharma',
      prefillFromProfile: true,
      skills: [{ skillName: 'TypeScript' }],
      objective: null,
      settings: { themeColor: '#0ca678' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      objective: null,
      email: w.priya.email,
      mobNo: '+91 9823012345',
      linkedIn: 'https://www.linkedin.com/in/priya-sharma-fe',
      location: 'Pune, India',
      skills: [{ skillName: 'TypeScript' }],
      experiences: [
        {
          company: 'Infosys',
          jobTitle: 'Senior Frontend Engineer',
          date: 'Jul 2022 – Present',
          description: 'Led the React migration',
        },
        { company: 'Persistent Systems', jobTitle: 'Software Engineer', date: 'Jul 2018 – Jun 2022' },
      ],
      education: [
        {
          university: 'College of Engineering Pune',
          degree: 'B.Tech, Computer Science',
          date: '2014 – 2018',
          grades: '8.7 CGPA',
        },
      ],
      projects: [
        {
          projectName: 'UPI payments dashboard',
          date: 'Feb 2023 – Sep 2023',
          description: 'Real-time dashboard for 2M daily UPI transactions.',
        },
      ],
      customSections: [
        {
          sectionName: 'Certifications',
          content: 'AWS Certified Developer – Associate, Amazon Web Services (Apr 2025)',
        },
      ],
      settings: { ...DEFAULT_SETTINGS, themeColor: '#0ca678' },
    });
    // A job without a description prints none, rather than an empty line.
    expect(r.body.data.experiences[1]).not.toHaveProperty('description');

    const all = await create({ name: 'Priya Sharma', prefillFromProfile: true });
    expect(all.body.data.objective).toBe('Frontend engineer with seven years in banking and payments.');
    expect(all.body.data.skills).toEqual([{ skillName: 'React' }, { skillName: 'Storybook' }]);
  });

  it('refuses a bad colour, a name that is not a name, unknown fields and an employer', async () => {
    for (const body of [
      { name: 'Priya Sharma', settings: { themeColor: 'blue' } },
      { name: 'Priya Sharma', settings: { themeColor: '#12345' } },
      { name: 'Priya  Sharma 2' },
      { name: 'Priya Sharma', colour: '#000000' },
      { name: 'Priya Sharma', settings: { template: 'fancy' } },
    ]) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const employer = await create({ name: 'Esha Employer' }, w.employer);
    expect(employer.status).toBe(403);
  });
});

describe('a resume after it is made', () => {
  let mine: S['Resume'];

  beforeAll(async () => {
    mine = (await create({ name: 'Priya Sharma', email: 'priya.sharma@gmail.com', location: 'Pune, India' })).body.data;
  });

  it('is read by its owner only: another candidate, on this tenant or another, gets 404', async () => {
    const r = await call<S['Resume']>('GET', `resumes/${mine._id}`, w.priya);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(mine);
    for (const other of [w.ravi, w.bea]) {
      const refused = await call('GET', `resumes/${mine._id}`, other);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain('Priya');
    }
  });

  it('changes only the header fields sent, and null clears one', async () => {
    const r = await call<S['Resume']>('PUT', 'resumes/update-header', w.priya, {
      _id: mine._id,
      mobNo: '+91 98230 12345',
      location: null,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Resume header saved');
    expect(r.body.data).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya.sharma@gmail.com',
      mobNo: '+91 98230 12345',
      location: null,
    });
    expect(Date.parse(r.body.data.updatedAt)).toBeGreaterThan(Date.parse(mine.updatedAt));
    const bad = await call('PUT', 'resumes/update-header', w.priya, { _id: mine._id, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    const other = await call('PUT', 'resumes/update-header', w.ravi, { _id: mine._id, name: 'Ravi Kumar' });
    expect(other.status).toBe(404);
    expect((await call<S['Resume']>('GET', `resumes/${mine._id}`, w.priya)).body.data.name).toBe('Priya Sharma');
  });

  it('replaces the parts sent (settings whole, defaults for what they leave out) and keeps the rest', async () => {
    const first = await call<S['Resume']>('PUT', 'resumes/update-resume', w.priya, {
      _id: mine._id,
      objective: 'Lead a design-system team.',
      skills: [{ skillName: 'React' }, { skillName: 'TypeScript' }],
      settings: { themeColor: '#e8590c', template: 'modern' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Resume saved');
    expect(first.body.data.settings).toEqual({ ...DEFAULT_SETTINGS, themeColor: '#e8590c', template: 'modern' });
    const second = await call<S['Resume']>('PUT', 'resumes/update-resume', w.priya, {
      _id: mine._id,
      skills: [{ skillName: 'Node.js' }],
      settings: { paperSize: 'Letter' },
      show: { ...DEFAULT_SHOW, projects: { content: false, bullets: false } },
    });
    expect(second.body.data).toMatchObject({
      objective: 'Lead a design-system team.',
      skills: [{ skillName: 'Node.js' }],
      settings: { ...DEFAULT_SETTINGS, paperSize: 'Letter' },
      show: { projects: { content: false, bullets: false }, experiences: { content: true, bullets: true } },
    });
    for (const settings of [{ themeColor: '#GGGGGG' }, { fontSize: 'huge' }]) {
      const r = await call('PUT', 'resumes/update-resume', w.priya, { _id: mine._id, settings });
      expect(r.status, JSON.stringify(settings)).toBe(400);
    }
    const partialShow = await call('PUT', 'resumes/update-resume', w.priya, {
      _id: mine._id,
      show: { objective: { content: false, bullets: false } },
    });
    expect(partialShow.status).toBe(400);
    for (const other of [w.ravi, w.bea]) {
      const r = await call('PUT', 'resumes/update-resume', other, { _id: mine._id, objective: 'Mine now' });
      expect(r.status).toBe(404);
    }
    expect((await call<S['Resume']>('GET', `resumes/${mine._id}`, w.priya)).body.data.objective).toBe(
      'Lead a design-system team.',
    );
  });

  it('lists the candidate’s own resumes, last changed first', async () => {
    const older = (await create({ name: 'Priya Sharma' })).body.data;
    await call('PUT', 'resumes/update-header', w.priya, { _id: older._id, location: 'Mumbai, India' });
    const list = await call<S['ResumeSummary'][]>('GET', 'resumes/list', w.priya);
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toEqual({
      _id: older._id,
      name: 'Priya Sharma',
      template: 'classic',
      file: null,
      updatedAt: expect.any(String),
    });
    const times = list.body.data.map((r) => Date.parse(r.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.body.data.map((r) => r._id)).toContain(mine._id);
    const ravis = await call<S['ResumeSummary'][]>('GET', 'resumes/list', w.ravi);
    expect(ravis.body.data).toEqual([]);
  });

  it('is deleted by its owner only', async () => {
    const doomed = (await create({ name: 'Priya Sharma' })).body.data;
    expect((await call('PUT', `resumes/delete/${doomed._id}`, w.ravi)).status).toBe(404);
    const r = await call<S['Done']>('PUT', `resumes/delete/${doomed._id}`, w.priya);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: 'Resume deleted', data: { affected: 1 } });
    expect((await call('GET', `resumes/${doomed._id}`, w.priya)).status).toBe(404);
    expect((await call('PUT', `resumes/delete/${doomed._id}`, w.priya)).status).toBe(404);
  });
});

describe('extra templates and theme colours (resume_templates)', () => {
  type Refusal = { message: string; data: { fields: { field: string }[] } | null };
  const refusedFields = (r: { body: unknown }) => ((r.body as Refusal).data?.fields ?? []).map((f) => f.field);
  const NOT_IN_PLAN = 'Your plan does not include resume templates and theme colours';

  it("refuses them on a plan that builds resumes without them, and takes the builder's own look", async () => {
    const { db } = server.database;
    const meera = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
    await grantPlan(db, server.tenantA, { type: 'candidate', userId: meera.id }, 'PREMIUM_YEALY');
    // The plan of a board that sells the builder alone.
    await db
      .updateTable('licences')
      .set({ snapshot: sql`jsonb_set(snapshot, '{features}', '["default", "resume_builder"]'::jsonb)` })
      .where('user_id', '=', meera.id)
      .execute();

    const modern = await create({ name: 'Meera Iyer', settings: { template: 'modern' } }, meera);
    expect(modern.status).toBe(403);
    expect(modern.body.message).toBe(NOT_IN_PLAN);
    expect(refusedFields(modern)).toEqual(['body.settings.template']);
    expect((await call<S['ResumeSummary'][]>('GET', 'resumes/list', meera)).body.data).toEqual([]);

    const plain = await create({ name: 'Meera Iyer', settings: { headerSize: 'large', paperSize: 'Letter' } }, meera);
    expect(plain.status).toBe(200);
    const id = plain.body.data._id;
    const violet = await call('PUT', 'resumes/update-resume', meera, { _id: id, settings: { themeColor: '#6741D9' } });
    expect(violet.status).toBe(403);
    expect(refusedFields(violet)).toEqual(['body.settings.themeColor']);
    const sizes = await call<S['Resume']>('PUT', 'resumes/update-resume', meera, {
      _id: id,
      settings: { ...DEFAULT_SETTINGS, fontSize: 'large' },
    });
    expect(sizes.status).toBe(200);
    expect(sizes.body.data.settings).toEqual({ ...DEFAULT_SETTINGS, fontSize: 'large' });
  });

  it('lets a resume styled with the plan keep its look once the board stops selling them', async () => {
    const styled = { ...DEFAULT_SETTINGS, template: 'modern', themeColor: '#6741d9' };
    const made = await create({ name: 'Priya Sharma', settings: styled });
    expect(made.status).toBe(200);
    const sells = (on: boolean) =>
      server.database.db
        .updateTable('clients')
        .set({
          settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ resume_templates: on })}::jsonb)`,
        })
        .where('id', '=', server.tenantA)
        .execute();
    await sells(false);
    try {
      const kept = await call('PUT', 'resumes/update-resume', w.priya, {
        _id: made.body.data._id,
        objective: 'Frontend engineer.',
        settings: { ...styled, fontSize: 'medium' },
      });
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      const recoloured = await call('PUT', 'resumes/update-resume', w.priya, {
        _id: made.body.data._id,
        settings: { ...styled, themeColor: '#0ca678' },
      });
      expect(recoloured.status).toBe(403);
      expect(refusedFields(recoloured)).toEqual(['body.settings.themeColor']);
      expect((await create({ name: 'Priya Sharma', settings: styled })).status).toBe(403);
    } finally {
      await sells(true);
    }
  });
});
