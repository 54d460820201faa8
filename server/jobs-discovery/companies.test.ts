// Company pages and salary brackets over real HTTP: company/list with open-job counts, search,
// filters and paging; company/get by id or slug; the companies hiring; jobs/salary-range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { platformMasterId } from '../master-data/master-defaults.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser } from '../test/world.ts';
import { addCategory, addJob, hoursAgo, PLACES } from './test/support.ts';

type S = components['schemas'];
type Paged<T> = { items: T[]; pagination: S['Pagination'] };

let server: TestServer;
const co: Record<string, string> = {};
let engineering: { id: string; name: string };

const post = <T>(path: string, body: unknown, host = HOST_A) =>
  server.call<{ code: string; message: string; data: T }>('POST', `/client/api/v1/${path}`, { host, body });
const get = <T>(path: string, host = HOST_A) =>
  server.call<{ code: string; message: string; data: T }>('GET', `/client/api/v1/${path}`, { host });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  const company = async (key: string, name: string, extra: Record<string, unknown> = {}) => {
    co[key] = await makeCompany(db, a, name);
    if (Object.keys(extra).length)
      await db
        .updateTable('companies')
        .set(extra)
        .where('id', '=', co[key] ?? '')
        .execute();
  };
  await company('northwind', 'Northwind Logistics', {
    industry: 'Logistics and Supply Chain',
    size: '1001-5000',
    domain: 'northwind-logistics.com',
    location: JSON.stringify({
      city: PLACES.pune,
      state: PLACES.maharashtra,
      country: PLACES.india,
      address: 'Kharadi',
    }),
    socials: JSON.stringify({ linkedin: 'https://www.linkedin.com/company/northwind' }),
  });
  await company('lumen', 'Lumen Fintech', {
    industry: 'Financial Services',
    location: JSON.stringify({ city: PLACES.bengaluru, state: PLACES.karnataka, country: PLACES.india, address: null }),
  });
  await company('quiet', 'Quiet Studio');
  await company('abandoned', 'Abandoned Signup');
  await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: co.quiet ?? '' });
  const unverified = await makeUser(db, server.deps.secret, {
    clientId: a,
    role: 'employer',
    companyId: co.abandoned ?? '',
  });
  await db.updateTable('users').set({ status: 'unverified' }).where('id', '=', unverified.id).execute();

  engineering = await addCategory(db, a, 'Engineering');
  const support = await addCategory(db, a, 'Customer Support');
  for (let i = 0; i < 3; i++)
    await addJob(db, a, co.northwind ?? '', {
      title: `Warehouse Engineer ${i}`,
      category: engineering,
      posted_at: hoursAgo(50 + i),
    });
  await addJob(db, a, co.northwind ?? '', { title: 'Support Lead', category: support, city: PLACES.mumbai });
  await addJob(db, a, co.northwind ?? '', { title: 'Paused Role', category: support, status: 'PAUSED' });
  await addJob(db, a, co.lumen ?? '', {
    title: 'Platform Engineer',
    category: engineering,
    city: PLACES.bengaluru,
    posted_at: hoursAgo(2),
  });
  await addJob(db, a, co.lumen ?? '', { title: 'Old Role', category: engineering, expires_at: hoursAgo(1) });

  co.globex = await makeCompany(db, server.tenantB, 'Globex Corporation');
  const bCat = await addCategory(db, server.tenantB, 'Engineering');
  await addJob(db, server.tenantB, co.globex, { title: 'Globex Engineer', category: bCat });
});

afterAll(async () => server?.close());

describe('company/list', () => {
  it('lists companies with open jobs, most first, with their live-job counts', async () => {
    const r = await post<Paged<S['CompanySummary']>>('company/list', {});
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((c) => [c.name, c.openJobs])).toEqual([
      ['Northwind Logistics', 4],
      ['Lumen Fintech', 1],
    ]);
    expect(r.body.data.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(r.body.data.items[0]).toMatchObject({
      slug: expect.any(String),
      location: 'Pune, India',
      industry: { id: platformMasterId('industry', 'Logistics and Supply Chain'), nm: 'Logistics and Supply Chain' },
      rating: null,
      reviewCount: 0,
    });
  });

  it('includes companies without open jobs on request, never an abandoned sign-up', async () => {
    const r = await post<Paged<S['CompanySummary']>>('company/list', { hasOpenJobs: false, sortBy: 'name' });
    expect(r.body.data.items.map((c) => c.name)).toEqual(['Lumen Fintech', 'Northwind Logistics', 'Quiet Studio']);
    const desc = await post<Paged<S['CompanySummary']>>('company/list', {
      hasOpenJobs: false,
      sortBy: 'name',
      sortOrder: 'desc',
    });
    expect(desc.body.data.items.map((c) => c.name)).toEqual(['Quiet Studio', 'Northwind Logistics', 'Lumen Fintech']);
  });

  it('searches by name and filters by industry, place and size', async () => {
    const names = async (body: Record<string, unknown>) =>
      (await post<Paged<S['CompanySummary']>>('company/list', body)).body.data.items.map((c) => c.name);
    expect(await names({ search: 'fin' })).toEqual(['Lumen Fintech']);
    expect(await names({ industryId: platformMasterId('industry', 'Financial Services') })).toEqual(['Lumen Fintech']);
    expect(await names({ cityId: PLACES.pune.id })).toEqual(['Northwind Logistics']);
    expect(await names({ countryId: PLACES.india.id })).toEqual(['Northwind Logistics', 'Lumen Fintech']);
    expect(await names({ size: '1001-5000' })).toEqual(['Northwind Logistics']);
    expect(await names({ search: 'globex', hasOpenJobs: false })).toEqual([]);
  });

  it('pages', async () => {
    const r = await post<Paged<S['CompanySummary']>>('company/list', {
      hasOpenJobs: false,
      sortBy: 'name',
      page: 2,
      limit: 10,
    });
    expect(r.body.data).toEqual({ items: [], pagination: { page: 2, limit: 10, total: 3, totalPages: 1 } });
  });
});

describe('company/get', () => {
  it('gets a public profile by id or slug', async () => {
    const byId = await get<S['Company']>(`company/get/${co.northwind ?? ''}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      _id: co.northwind,
      name: 'Northwind Logistics',
      domain: 'northwind-logistics.com',
      size: '1001-5000',
      openJobs: 4,
      rating: null,
      reviewCount: 0,
      location: { city: PLACES.pune, country: PLACES.india, address: 'Kharadi' },
      socials: { linkedin: 'https://www.linkedin.com/company/northwind', twitter: null },
    });
    const bySlug = await get<S['Company']>(`company/get/${byId.body.data.slug}`);
    expect(bySlug.body.data._id).toBe(co.northwind);
    expect((await get(`company/get/${co.quiet ?? ''}`)).body.data).toMatchObject({ openJobs: 0 });
  });

  it("answers 404 for an abandoned sign-up and for another tenant's company", async () => {
    expect((await get(`company/get/${co.abandoned ?? ''}`)).status).toBe(404);
    const foreign = await get(`company/get/${co.globex ?? ''}`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Globex');
    expect((await get(`company/get/${co.northwind ?? ''}`, HOST_B)).status).toBe(404);
  });
});

describe('companies hiring', () => {
  it('lists companies by open jobs with their top categories and cities', async () => {
    const r = await post<Paged<S['HiringCompany']>>('job-recommendation/get-jobs-company-list/guest', {});
    expect(r.status).toBe(200);
    const [first, second] = r.body.data.items;
    expect(first).toMatchObject({
      company: { name: 'Northwind Logistics', openJobs: 4 },
      openJobs: 4,
      categories: [{ id: engineering.id, nm: 'Engineering' }, { nm: 'Customer Support' }],
      cities: [PLACES.pune, PLACES.mumbai],
    });
    expect(second).toMatchObject({ openJobs: 1, cities: [PLACES.bengaluru] });
    expect(r.body.data.pagination.total).toBe(2);
  });

  it('narrows to companies with open jobs in a city or category', async () => {
    const names = async (body: Record<string, unknown>) =>
      (
        await post<Paged<S['HiringCompany']>>('job-recommendation/get-jobs-company-list/guest', body)
      ).body.data.items.map((c) => c.company.name);
    expect(await names({ cityId: PLACES.bengaluru.id })).toEqual(['Lumen Fintech']);
    expect(await names({ cityId: PLACES.mumbai.id })).toEqual(['Northwind Logistics']);
    expect(await names({ categoryIds: [engineering.id], search: 'lumen' })).toEqual(['Lumen Fintech']);
  });
});

describe('jobs/salary-range', () => {
  it('gives the brackets in USD by default and converted for another currency', async () => {
    const usd = await post<S['SalaryRangeOptions']>('jobs/salary-range', undefined);
    expect(usd.status).toBe(200);
    expect(usd.body.data.currencyCode).toBe('USD');
    expect(usd.body.data.ranges[0]).toMatchObject({ label: '$0 – $25K', min: 0, max: 25_000 });
    expect(usd.body.data.ranges.at(-1)).toMatchObject({ label: '$200K+', min: 200_000, max: null });

    const inr = await server.call<{ data: S['SalaryRangeOptions'] }>(
      'POST',
      '/client/api/v1/jobs/salary-range?currencyCode=INR',
      {
        host: HOST_A,
      },
    );
    expect(inr.body.data.currencyCode).toBe('INR');
    expect(inr.body.data.ranges[1]).toMatchObject({ min: 2_100_000, max: 4_200_000, label: '₹21L – ₹42L' });
    expect(inr.body.data.ranges.map((r) => r._id)).toEqual(usd.body.data.ranges.map((r) => r._id));
  });

  it("uses a tenant's own brackets in their currency", async () => {
    await server.database.db
      .insertInto('masters')
      .values({
        client_id: server.tenantB,
        kind: 'salary_range',
        name: '₹3L – ₹6L',
        slug: '₹3l – ₹6l',
        meta: JSON.stringify({ min: 300_000, max: 600_000, currencyCode: 'INR' }),
      })
      .execute();
    const mine = await server.call<{ data: S['SalaryRangeOptions'] }>(
      'POST',
      '/client/api/v1/jobs/salary-range?currencyCode=INR',
      {
        host: HOST_B,
      },
    );
    expect(mine.body.data.ranges).toEqual([
      expect.objectContaining({ min: 300_000, max: 600_000, label: '₹3L – ₹6L' }),
    ]);
    const other = await server.call<{ data: S['SalaryRangeOptions'] }>(
      'POST',
      '/client/api/v1/jobs/salary-range?currencyCode=INR',
      {
        host: HOST_A,
      },
    );
    expect(other.body.data.ranges).toHaveLength(7);
  });
});
