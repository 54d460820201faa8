// A signed-in candidate's recommendations over real HTTP: the rule-based list
// (job-recommendation/get-jobs-recommendation) and the AI ranking (recommendations/jobs, plan
// feature ai_job_recommendation), scored from the profile and the applied/saved history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { addCategory, addJob, PLACES } from './test/support.ts';

type S = components['schemas'];
type Rec = S['JobRecommendation'];
type Answer = { data: { items: Rec[]; pagination: S['Pagination'] }; message: string };

let server: TestServer;
let dev: TestUser;
let blank: TestUser;
let employer: TestUser;
const ids: Record<string, string> = {};

/** A fixture id made in beforeAll; a missing one is a broken test, not a passing one. */
function id(key: string): string {
  const value = ids[key];
  if (!value) throw new Error(`no fixture ${key}`);
  return value;
}

const ruleBased = (user: TestUser, body: Record<string, unknown> = {}) =>
  server.call<Answer>('POST', '/client/api/v1/job-recommendation/get-jobs-recommendation', {
    host: HOST_A,
    token: user.token,
    body,
  });
const ai = (user: TestUser, body: Record<string, unknown> = {}) =>
  server.call<Answer>('POST', '/client/api/v1/recommendations/jobs', { host: HOST_A, token: user.token, body });
const byId = (recs: Rec[]) => Object.fromEntries(recs.map((r) => [r.job._id, r]));

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  const lumen = await makeCompany(db, a, 'Lumen Fintech');
  const orbitly = await makeCompany(db, a, 'Orbitly Commerce');
  await db.updateTable('companies').set({ industry: 'Financial Services' }).where('id', '=', lumen).execute();
  dev = await makeUser(db, server.deps.secret, { clientId: a, role: 'candidate' });
  blank = await makeUser(db, server.deps.secret, { clientId: a, role: 'candidate' });
  employer = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: lumen });
  const software = await addCategory(db, a, 'Software Development');
  const success = await addCategory(db, a, 'Customer Success');
  const sales = await addCategory(db, a, 'Sales');
  const add = async (key: string, company: string, seed: Parameters<typeof addJob>[3]) => {
    ids[key] = (await addJob(db, a, company, seed)).id;
  };
  await add('best', lumen, {
    title: 'Senior Frontend Engineer',
    category: software,
    city: PLACES.bengaluru,
    state: PLACES.karnataka,
    skills: ['React', 'TypeScript', 'GraphQL'],
    experience_min: 4,
    experience_max: 8,
    salary: { min: 2_400_000, max: 3_600_000, currency: 'INR' },
    workplace_type: 'HYBRID',
  });
  await add('remote', orbitly, {
    title: 'Customer Success Manager',
    category: success,
    wfh: true,
    experience_min: 3,
    experience_max: 6,
  });
  await add('appliedCategory', orbitly, {
    title: 'Support Lead',
    category: sales,
    city: PLACES.mumbai,
    skills: ['Zendesk'],
  });
  await add('applied', orbitly, { title: 'Sales Associate', category: sales, city: PLACES.mumbai });
  await add('weak', orbitly, {
    title: 'Warehouse Supervisor',
    category: success,
    country: null,
    city: null,
    state: null,
    experience_min: 10,
  });
  await add('paused', lumen, {
    title: 'Frontend Engineer II',
    category: software,
    skills: ['React', 'TypeScript'],
    status: 'PAUSED',
  });
  await add('pending', lumen, {
    title: 'Staff Frontend Engineer',
    category: software,
    skills: ['React', 'TypeScript'],
    approval_status: 1,
  });
  await db
    .insertInto('candidate_profiles')
    .values({
      user_id: dev.id,
      client_id: a,
      headline: 'Frontend Engineer',
      city_id: PLACES.bengaluru.id,
      city_nm: PLACES.bengaluru.nm,
      state_id: PLACES.karnataka.id,
      state_nm: PLACES.karnataka.nm,
      country_id: PLACES.india.id,
      country_nm: PLACES.india.nm,
      experience_years: 6,
      expected_salary: 3_000_000,
      salary_currency: 'INR',
      industry: JSON.stringify({ id: 'ind-fin', nm: 'Financial Services' }),
      skills: JSON.stringify([{ nm: 'React' }, { nm: 'typescript' }, { nm: 'GraphQL' }, { nm: 'CSS' }]),
    })
    .execute();
  await db
    .insertInto('applications')
    .values({ client_id: a, job_id: id('applied'), candidate_id: dev.id, answers: '{}' })
    .execute();
});

afterAll(async () => server?.close());

describe('rule-based recommendations (job-recommendation/get-jobs-recommendation)', () => {
  it('ranks live jobs by the profile, with reasons, strongest first', async () => {
    const r = await ruleBased(dev, { minScore: 0 });
    expect(r.status).toBe(200);
    const items = r.body.data.items;
    expect(items[0]?.job._id).toBe(ids.best);
    const best = items[0];
    if (!best) throw new Error('no recommendations');
    // 3 skills (36) + city (15) + experience (15) + salary (8) + industry (6) = 80.
    expect(best.score).toBe(80);
    expect(best.reasons).toEqual([
      { kind: 'skills', text: 'Matches 3 of your skills: React, TypeScript, GraphQL' },
      { kind: 'experience', text: 'Asks for 4–8 years; you have 6' },
      { kind: 'location', text: 'In Bengaluru, your city' },
      { kind: 'salary', text: expect.stringMatching(/^Pay reaches your expected .*3,000,000 a year$/) },
    ]);
    expect(best.job).toMatchObject({ isApplied: false, isSaved: false });
    const scores = items.map((i) => i.score);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    const found = byId(items);
    expect(found[id('remote')]?.reasons).toEqual(
      expect.arrayContaining([{ kind: 'location', text: 'Remote, open to India' }]),
    );
    expect(found[id('appliedCategory')]?.reasons).toEqual(
      expect.arrayContaining([{ kind: 'category', text: 'In Sales, like jobs you applied to' }]),
    );
    // Never jobs that are not live, nor (by default) the one applied to.
    for (const key of ['paused', 'pending', 'applied']) expect(found[id(key)], key).toBeUndefined();
  });

  it('leaves out weak matches by the default minScore of 40, and filters', async () => {
    const r = await ruleBased(dev);
    expect(r.body.data.items.every((i) => i.score >= 40)).toBe(true);
    expect(r.body.data.items.map((i) => i.job._id)).toContain(ids.best);
    expect(r.body.data.items.map((i) => i.job._id)).not.toContain(ids.weak);
    const remote = await ruleBased(dev, { minScore: 0, workplaceTypes: ['WFH'] });
    expect(remote.body.data.items.map((i) => i.job._id)).toEqual([ids.remote]);
    const applied = await ruleBased(dev, { minScore: 0, excludeApplied: false, categoryIds: [] });
    const withApplied = byId(applied.body.data.items)[id('applied')];
    expect(withApplied?.job.isApplied).toBe(true);
  });

  it('counts saved jobs as history', async () => {
    const saved = await server.call('POST', '/client/api/v1/jobstracks/like-dislike', {
      host: HOST_A,
      token: blank.token,
      body: { jobId: ids.remote, liked: true },
    });
    expect(saved.status).toBe(200);
    const r = await ruleBased(blank, { minScore: 0 });
    const weak = byId(r.body.data.items)[id('weak')];
    expect(weak?.reasons).toEqual([{ kind: 'category', text: 'In Customer Success, like jobs you saved' }]);
    expect(weak?.score).toBe(20);
  });

  it('gives a profile with nothing to match on the newest jobs, score 0, no reasons', async () => {
    const { db } = server.database;
    const empty = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
    const r = await ruleBased(empty, { minScore: 90 });
    expect(r.status).toBe(200);
    expect(r.body.data.pagination.total).toBe(5);
    expect(r.body.data.items.every((i) => i.score === 0 && i.reasons.length === 0)).toBe(true);
  });

  it('pages with a stable total', async () => {
    const r = await ruleBased(dev, { minScore: 0, page: 2, limit: 10 });
    expect(r.body.data.items).toEqual([]);
    expect(r.body.data.pagination.total).toBeGreaterThan(0);
  });

  it('is for candidates only', async () => {
    expect((await ruleBased(employer)).status).toBe(403);
  });
});

describe('AI ranking (recommendations/jobs)', () => {
  it('also weighs how close the job title is to the candidate’s roles', async () => {
    const r = await ai(dev, { minScore: 0 });
    expect(r.status).toBe(200);
    const best = r.body.data.items[0];
    if (!best) throw new Error('no recommendations');
    expect(best.job._id).toBe(ids.best);
    expect(best.score).toBeGreaterThan(80);
    expect(best.reasons).toContainEqual({ kind: 'experience', text: 'Close to your role: Frontend Engineer' });
  });

  it('is refused without the plan feature, while the rule-based list stays', async () => {
    const { db } = server.database;
    const b = server.tenantB;
    await db.updateTable('clients').set({ subscription: 'LITE_MONTHLY' }).where('id', '=', b).execute();
    const user = await makeUser(db, server.deps.secret, { clientId: b, role: 'candidate' });
    const r = await server.call('POST', '/client/api/v1/recommendations/jobs', {
      host: HOST_B,
      token: user.token,
      body: {},
    });
    expect(r.status).toBe(403);
    const rules = await server.call('POST', '/client/api/v1/job-recommendation/get-jobs-recommendation', {
      host: HOST_B,
      token: user.token,
      body: {},
    });
    expect(rules.status).toBe(200);
  });
});
