// Recommendations over real HTTP: jobs similar to a job (recommendations/jobs/similar) and a
// guest's recommended jobs (job-recommendation/get-jobs-recommendation/guest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { addCategory, addJob, hoursAgo, PLACES } from './test/support.ts';

type S = components['schemas'];
type Rec = S['JobRecommendation'];

let server: TestServer;
let candidate: TestUser;
let owner: TestUser;
const ids: Record<string, string> = {};

const similar = (body: Record<string, unknown>, user: TestUser) =>
  server.call<{ data: Rec[] }>('POST', '/client/api/v1/recommendations/jobs/similar', {
    host: HOST_A,
    token: user.token,
    body,
  });
const forGuest = (body: Record<string, unknown>) =>
  server.call<{ data: { items: Rec[]; pagination: S['Pagination'] } }>(
    'POST',
    '/client/api/v1/job-recommendation/get-jobs-recommendation/guest',
    { host: HOST_A, body },
  );
const titles = (recs: Rec[]) => recs.map((r) => r.job.title);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  const lumen = await makeCompany(db, a, 'Lumen Fintech');
  const orbitly = await makeCompany(db, a, 'Orbitly Commerce');
  owner = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: lumen });
  candidate = await makeUser(db, server.deps.secret, { clientId: a, role: 'candidate' });
  const software = await addCategory(db, a, 'Software Development');
  const sales = await addCategory(db, a, 'Sales');
  const add = async (key: string, company: string, seed: Parameters<typeof addJob>[3]) => {
    ids[key] = (await addJob(db, a, company, seed)).id;
  };
  await add('source', lumen, {
    title: 'Senior Frontend Engineer',
    category: software,
    city: PLACES.bengaluru,
    state: PLACES.karnataka,
    skills: ['React', 'TypeScript', 'GraphQL'],
    experience_min: 4,
    experience_max: 8,
  });
  await add('twin', orbitly, {
    title: 'Frontend Engineer',
    category: software,
    city: PLACES.bengaluru,
    state: PLACES.karnataka,
    skills: ['React', 'TypeScript'],
    experience_min: 3,
    experience_max: 6,
  });
  await add('cousin', orbitly, { title: 'Backend Engineer', category: software, skills: ['Go'] });
  await add('skillsOnly', orbitly, { title: 'Design Technologist', category: sales, skills: ['React'] });
  await add('unrelated', orbitly, {
    title: 'Account Executive',
    category: sales,
    skills: ['Negotiation'],
    is_featured: true,
  });
  await add('pausedTwin', orbitly, {
    title: 'Frontend Engineer II',
    category: software,
    skills: ['React'],
    status: 'PAUSED',
  });
  await add('draft', lumen, { title: 'Draft Frontend', category: software, status: 'DRAFT', approval_status: 1 });
  await add('popular', orbitly, {
    title: 'Sales Manager',
    category: sales,
    views_count: 900,
    posted_at: hoursAgo(300),
  });

  const globex = await makeCompany(db, server.tenantB, 'Globex Corporation');
  const bSoftware = await addCategory(db, server.tenantB, 'Software Development');
  ids.foreign = (
    await addJob(db, server.tenantB, globex, {
      title: 'Globex Frontend Engineer',
      category: bSoftware,
      skills: ['React'],
    })
  ).id;
});

afterAll(async () => server?.close());

describe('similar jobs', () => {
  it('ranks live jobs by category, shared skills, title and place, with reasons', async () => {
    const r = await similar({ jobId: ids.source }, candidate);
    expect(r.status).toBe(200);
    expect(titles(r.body.data)).toEqual(['Frontend Engineer', 'Backend Engineer', 'Design Technologist']);
    const [best] = r.body.data;
    expect(best?.score).toBeGreaterThan(r.body.data[1]?.score ?? 100);
    expect(best?.reasons.map((x) => x.kind)).toEqual(['category', 'skills', 'location', 'experience']);
    expect(best?.reasons[1]?.text).toBe('Shares React and TypeScript');
    expect(best?.job).toMatchObject({ isApplied: false, isSaved: false });
  });

  it('leaves out jobs the candidate applied to unless asked', async () => {
    await server.database.db
      .insertInto('applications')
      .values({ client_id: server.tenantA, job_id: ids.twin ?? '', candidate_id: candidate.id })
      .execute();
    expect(titles((await similar({ jobId: ids.source }, candidate)).body.data)).not.toContain('Frontend Engineer');
    const all = await similar({ jobId: ids.source, excludeApplied: false, limit: 1 }, candidate);
    expect(all.body.data.map((x) => [x.job.title, x.job.isApplied])).toEqual([['Frontend Engineer', true]]);
  });

  it('answers 404 for non-public and foreign jobs, except to the own employer', async () => {
    expect((await similar({ jobId: ids.pausedTwin }, candidate)).status).toBe(404);
    expect((await similar({ jobId: ids.draft }, candidate)).status).toBe(404);
    expect((await similar({ jobId: ids.foreign }, candidate)).status).toBe(404);
    const own = await similar({ jobId: ids.draft }, owner);
    expect(own.status).toBe(200);
    expect(titles(own.body.data)).toContain('Senior Frontend Engineer');
  });
});

describe('guest recommendations', () => {
  it('gives the newest featured and most viewed jobs when nothing is known', async () => {
    const r = await forGuest({});
    expect(r.status).toBe(200);
    expect(titles(r.body.data.items).slice(0, 2)).toEqual(['Account Executive', 'Sales Manager']);
    expect(r.body.data.items.every((x) => x.score === 0 && x.reasons.length === 0)).toBe(true);
    expect(r.body.data.pagination.total).toBe(6);
  });

  it('matches skills, city and experience, and leaves out the jobs viewed', async () => {
    const r = await forGuest({
      skills: ['react', 'typescript', 'GraphQL'],
      cityId: PLACES.bengaluru.id,
      experienceYears: 5,
    });
    expect(titles(r.body.data.items)[0]).toBe('Senior Frontend Engineer');
    expect(r.body.data.items[0]?.reasons.map((x) => x.kind)).toEqual(['skills', 'location', 'experience']);
    expect(r.body.data.items[0]?.reasons[0]?.text).toBe('Matches 3 of your skills: React, TypeScript, GraphQL');
    const viewed = await forGuest({ viewedJobIds: [ids.source, ids.foreign] });
    const found = titles(viewed.body.data.items);
    expect(found).not.toContain('Senior Frontend Engineer');
    expect(found.slice(0, 2)).toEqual(['Frontend Engineer', 'Backend Engineer']);
    expect(JSON.stringify(viewed.body)).not.toContain('Globex');
  });

  it('pages with totals', async () => {
    const first = await forGuest({ keyword: 'engineer', limit: 10 });
    expect(first.body.data.pagination.total).toBe(3);
    const past = await forGuest({ keyword: 'engineer', page: 3, limit: 10 });
    expect(past.body.data).toMatchObject({ items: [], pagination: { page: 3, total: 3 } });
  });
});
