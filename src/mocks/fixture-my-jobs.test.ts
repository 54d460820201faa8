// Fixture mode's My jobs: a candidate's lists link to fixture jobs that open; employers keep the
// contract example.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { findFixtureJob } from './fixture-data';
import { handlers } from './fixture-handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => clearStoredSession());
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`http://fixtures.test/client/api/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ data: { items: { job: { _id: string } }[]; pagination: { total: number } } }>);

const signIn = (role: 'candidate' | 'employer') =>
  setSession('t', { firstName: 'A', lastName: 'B', email: 'a@b.in', role, companyName: null });

describe('fixture mode, My jobs', () => {
  it('pages the candidate applications and saved jobs over fixture jobs', async () => {
    signIn('candidate');
    const applied = await post('userjobs/list', { page: 2, limit: 10 });
    expect(applied.data.pagination.total).toBe(14);
    expect(applied.data.items).toHaveLength(4);
    for (const { job } of applied.data.items) expect(findFixtureJob(job._id)).toBeDefined();
    const saved = await post('jobstracks/likes/list', { page: 1, limit: 10 });
    expect(saved.data.items).toHaveLength(10);
    for (const { job } of saved.data.items) expect(findFixtureJob(job._id)).toBeDefined();
  });

  it('filters by job for the Applied state of a job page', async () => {
    signIn('candidate');
    const all = await post('userjobs/list', { page: 1, limit: 50 });
    const jobId = all.data.items[3]?.job._id;
    const one = await post('userjobs/list', { jobId, page: 1, limit: 10 });
    expect(one.data.items.map((a) => a.job._id)).toEqual([jobId]);
  });

  it('leaves the employer lists to the contract example', async () => {
    signIn('employer');
    const list = await post('userjobs/list', { page: 1, limit: 10 });
    expect(list.data.items[0]?.job._id).toBe('6ca76350-0a64-45be-84fb-01c3f21354c8');
  });
});
