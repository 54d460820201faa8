// jobs/search-suggestions over real HTTP (issue 18): a place where the board has live jobs
// completes the last words with the keyword that reads back as that place; titles hold every word,
// the last unfinished; skills and companies of live jobs; nothing for one letter; nothing of
// another board, nor of jobs that are not live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { addCategory, addJob, PLACES } from './test/support.ts';

type Suggestions = components['schemas']['JobSearchSuggestions'];

let server: TestServer;

async function suggest(q: string, host = HOST_A): Promise<Suggestions['items']> {
  const r = await server.call<{ data: Suggestions }>(
    'GET',
    `/client/api/v1/jobs/search-suggestions?q=${encodeURIComponent(q)}`,
    { host, token: null },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.items;
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  const company = await makeCompany(db, a, 'Pulse Analytics');
  const finance = await addCategory(db, a, 'Finance');
  await addJob(db, a, company, { title: 'Data Analyst', category: finance, skills: ['Python', 'SQL'] });
  await addJob(db, a, company, { title: 'Data Analyst', category: finance, city: PLACES.mumbai });
  await addJob(db, a, company, {
    title: 'Senior Data Analyst',
    category: finance,
    city: PLACES.bengaluru,
    state: PLACES.karnataka,
  });
  await addJob(db, a, company, { title: 'Data Entry Operator', category: finance });
  await addJob(db, a, company, { title: 'Purchase Manager', category: finance, status: 'PAUSED' });
  const other = await makeCompany(db, server.tenantB, 'Punjab Foods');
  const otherCategory = await addCategory(db, server.tenantB, 'Food');
  await addJob(db, server.tenantB, other, { title: 'Pune Store Manager', category: otherCategory });
});

afterAll(async () => {
  await server.close();
});

describe('search suggestions', () => {
  it('completes a place and offers the titles of the words before it', async () => {
    const items = await suggest('data analyst pu');
    expect(items[0]).toEqual({ kind: 'place', label: 'Data analyst in Pune', keyword: 'data analyst pune' });
    const titles = items.filter((i) => i.kind === 'title').map((i) => i.label);
    expect(titles).toEqual(['Data Analyst', 'Senior Data Analyst']);
  });

  it('offers titles holding every word, the last one unfinished, most jobs first', async () => {
    const items = await suggest('data an');
    expect(items.filter((i) => i.kind === 'title').map((i) => i.keyword)).toEqual([
      'Data Analyst',
      'Senior Data Analyst',
    ]);
  });

  it('offers places, skills and companies of live jobs starting with the last word', async () => {
    expect(await suggest('pyth')).toContainEqual({ kind: 'skill', label: 'Python', keyword: 'Python' });
    const pu = await suggest('pu');
    expect(pu).toContainEqual({ kind: 'place', label: 'Jobs in Pune', keyword: 'pune' });
    expect(pu).toContainEqual({ kind: 'company', label: 'Pulse Analytics', keyword: 'Pulse Analytics' });
    // A paused job's title is not offered, nor another board's company or place.
    expect(pu.map((i) => i.label)).not.toContain('Purchase Manager');
    expect(pu.map((i) => i.label)).not.toContain('Punjab Foods');
    expect((await suggest('mumb')).map((i) => i.keyword)).toEqual(['mumbai']);
  });

  it('offers a place by another name it goes by, under its own name', async () => {
    const items = await suggest('data analyst bangal');
    expect(items[0]).toEqual({ kind: 'place', label: 'Data analyst in Bengaluru', keyword: 'data analyst bengaluru' });
    expect((await suggest('bomb')).map((i) => i.keyword)).toEqual(['mumbai']);
  });

  it('waits for two letters', async () => {
    expect(await suggest('d')).toEqual([]);
    expect(await suggest('  ')).toEqual([]);
  });

  it('refuses a missing or too long keyword with 400 naming it', async () => {
    for (const path of ['jobs/search-suggestions', `jobs/search-suggestions?q=${'a'.repeat(101)}`]) {
      const r = await server.call('GET', `/client/api/v1/${path}`, { host: HOST_A, token: null });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('q');
    }
  });

  it("answers from the board's own jobs only", async () => {
    const items = await suggest('pu', HOST_B);
    expect(items).toContainEqual({ kind: 'place', label: 'Jobs in Pune', keyword: 'pune' });
    expect(items.map((i) => i.label)).not.toContain('Pulse Analytics');
  });
  it('suggests a job posted a moment ago, and forgets one taken down', async () => {
    expect((await suggest('controll')).map((i) => i.label)).toEqual([]);
    const { db } = server.database;
    const category = await addCategory(db, server.tenantA, 'Controlling');
    const company = await makeCompany(db, server.tenantA, 'Northwind');
    const job = await addJob(db, server.tenantA, company, { title: 'Financial Controller', category });
    expect((await suggest('controll')).map((i) => i.label)).toContain('Financial Controller');
    await db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', job.id).execute();
    expect((await suggest('controll')).map((i) => i.label)).not.toContain('Financial Controller');
  });
});
