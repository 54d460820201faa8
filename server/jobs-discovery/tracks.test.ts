// Saved jobs and job views over real HTTP: jobstracks/like-dislike, create-jobs-tracks and
// likes/list. A candidate's own rows only; a saved job that stops being live stays listed with
// isLive false; jobs whose page does not open answer 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { addCategory, addJob } from './test/support.ts';

type S = components['schemas'];
type Track = S['JobTrack'];

let server: TestServer;
let candidate: TestUser;
let other: TestUser;
let employer: TestUser;
const ids: Record<string, string> = {};

/** A fixture id made in beforeAll; a missing one is a broken test, not a passing one. */
function id(key: string): string {
  const value = ids[key];
  if (!value) throw new Error(`no fixture ${key}`);
  return value;
}
const api = (path: string) => `/client/api/v1/jobstracks/${path}`;

const like = (user: TestUser, jobId: string, liked: boolean, host = HOST_A) =>
  server.call<{ data: Track; message: string }>('POST', api('like-dislike'), {
    host,
    token: user.token,
    body: { jobId, liked },
  });
const track = (user: TestUser, jobId: string, type: 'view' | 'save') =>
  server.call<{ data: Track; message: string }>('POST', api('create-jobs-tracks'), {
    host: HOST_A,
    token: user.token,
    body: { jobId, type },
  });
const list = (user: TestUser, body: Record<string, unknown> = {}) =>
  server.call<{ data: { items: Track[]; pagination: S['Pagination'] } }>('POST', api('likes/list'), {
    host: HOST_A,
    token: user.token,
    body,
  });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  const company = await makeCompany(db, a, 'Lumen Fintech');
  candidate = await makeUser(db, server.deps.secret, { clientId: a, role: 'candidate' });
  other = await makeUser(db, server.deps.secret, { clientId: a, role: 'candidate' });
  employer = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: company });
  const cat = await addCategory(db, a, 'Software Development');
  ids.frontend = (await addJob(db, a, company, { title: 'Frontend Engineer', category: cat })).id;
  ids.backend = (await addJob(db, a, company, { title: 'Backend Engineer', category: cat })).id;
  ids.analyst = (await addJob(db, a, company, { title: 'Data Analyst', category: cat })).id;
  ids.paused = (await addJob(db, a, company, { title: 'Paused Designer', category: cat, status: 'PAUSED' })).id;
  ids.draft = (
    await addJob(db, a, company, { title: 'Draft Role', category: cat, status: 'DRAFT', approval_status: 1 })
  ).id;
  ids.pending = (await addJob(db, a, company, { title: 'Pending Role', category: cat, approval_status: 1 })).id;
  const bCompany = await makeCompany(db, server.tenantB, 'Globex Corp');
  const bCat = await addCategory(db, server.tenantB, 'Operations');
  ids.otherTenant = (await addJob(db, server.tenantB, bCompany, { title: 'Globex Operator', category: bCat })).id;
});

afterAll(async () => server?.close());

describe('saving jobs', () => {
  it('saves a job idempotently, keeping the first saved time', async () => {
    const first = await like(candidate, id('frontend'), true);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Job saved');
    expect(first.body.data).toMatchObject({ jobId: ids.frontend, liked: true, isLive: true, viewCount: 0 });
    expect(first.body.data.job).toMatchObject({ _id: ids.frontend, title: 'Frontend Engineer', isSaved: true });
    const again = await like(candidate, id('frontend'), true);
    expect(again.body.data.savedAt).toBe(first.body.data.savedAt);
    expect(again.body.data._id).toBe(first.body.data._id);
  });

  it('lists only the candidate’s own saved jobs, newest save first', async () => {
    await like(candidate, id('backend'), true);
    await track(candidate, id('analyst'), 'save');
    await like(other, id('paused'), true);
    const r = await list(candidate, { page: 1, limit: 10 });
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((t) => t.job.title)).toEqual([
      'Data Analyst',
      'Backend Engineer',
      'Frontend Engineer',
    ]);
    expect(r.body.data.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const mine = await list(other);
    expect(mine.body.data.items.map((t) => t.jobId)).toEqual([ids.paused]);
    expect(mine.body.data.items[0]?.isLive).toBe(false);
  });

  it('searches by title and company, pages and sorts oldest first', async () => {
    const byTitle = await list(candidate, { search: 'backend' });
    expect(byTitle.body.data.items.map((t) => t.jobId)).toEqual([ids.backend]);
    const byCompany = await list(candidate, { search: 'lumen' });
    expect(byCompany.body.data.pagination.total).toBe(3);
    const oldest = await list(candidate, { sortOrder: 'asc' });
    expect(oldest.body.data.items.map((t) => t.job.title)).toEqual([
      'Frontend Engineer',
      'Backend Engineer',
      'Data Analyst',
    ]);
    const past = await list(candidate, { page: 2, limit: 10 });
    expect(past.body.data.items).toEqual([]);
    expect(past.body.data.pagination).toMatchObject({ page: 2, total: 3, totalPages: 1 });
    expect((await list(candidate, { limit: 2 })).status).toBe(400);
    expect((await list(candidate, { sortBy: 'title' })).status).toBe(400);
  });

  it('keeps a saved job that stops being live, marked not live, and drops deleted ones', async () => {
    const { db } = server.database;
    await db.updateTable('jobs').set({ status: 'INACTIVE' }).where('id', '=', id('backend')).execute();
    await db
      .updateTable('jobs')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id('analyst'))
      .execute();
    let r = await list(candidate);
    const live = Object.fromEntries(r.body.data.items.map((t) => [t.jobId, t.isLive]));
    expect(live).toEqual({ [id('frontend')]: true, [id('backend')]: false, [id('analyst')]: false });

    await db
      .updateTable('jobs')
      .set({ status: 'DELETED', deleted_at: new Date() })
      .where('id', '=', id('analyst'))
      .execute();
    r = await list(candidate);
    expect(r.body.data.items.map((t) => t.jobId)).toEqual([ids.backend, ids.frontend]);

    // The inactive job can still be unsaved; it then leaves the list.
    const unsave = await like(candidate, id('backend'), false);
    expect(unsave.status).toBe(200);
    expect(unsave.body.data).toMatchObject({ liked: false, savedAt: null, isLive: false });
    expect((await list(candidate)).body.data.items.map((t) => t.jobId)).toEqual([ids.frontend]);
    // Unsaving twice changes nothing.
    expect((await like(candidate, id('backend'), false)).body.data.liked).toBe(false);
  });

  it('answers 404 for jobs whose page does not open, and for another tenant’s job', async () => {
    for (const jobId of [id('draft'), id('pending'), id('backend'), id('otherTenant')]) {
      expect((await like(candidate, jobId, true)).status, jobId).toBe(404);
      expect((await track(candidate, jobId, 'view')).status, jobId).toBe(404);
    }
    expect((await like(candidate, id('draft'), false)).status).toBe(404);
    expect((await like(candidate, '00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
  });

  it('is for candidates only, and a token works only on its tenant', async () => {
    expect((await like(employer, id('frontend'), true)).status).toBe(403);
    expect((await list(employer)).status).toBe(403);
    const guest = await server.call('POST', api('likes/list'), { host: HOST_A, body: {} });
    expect(guest.status).toBe(401);
    expect((await like(candidate, id('otherTenant'), true, HOST_B)).status).toBe(401);
  });
});

describe('views', () => {
  it('counts views on the track and the first one on the job', async () => {
    const first = await track(other, id('frontend'), 'view');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ viewCount: 1, liked: false, savedAt: null, isLive: true });
    expect(first.body.data.lastViewedAt).not.toBeNull();
    const second = await track(other, id('frontend'), 'view');
    expect(second.body.data.viewCount).toBe(2);
    const job = await server.database.db
      .selectFrom('jobs')
      .select('views_count')
      .where('id', '=', id('frontend'))
      .executeTakeFirstOrThrow();
    expect(job.views_count).toBe(1);
    // A viewed-only job is not a saved one.
    expect((await list(other)).body.data.items.map((t) => t.jobId)).toEqual([ids.paused]);
  });

  it('lets a closed-but-viewable job be viewed and saved', async () => {
    const r = await track(candidate, id('paused'), 'view');
    expect(r.status).toBe(200);
    expect(r.body.data.isLive).toBe(false);
  });
});
