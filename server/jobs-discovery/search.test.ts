// jobs/get-job-list over real HTTP: relevance and typo tolerance, every filter, facet counts that
// agree with the results of choosing the value, sentinels, live-only listing, sorts, paging, the
// employer's own jobs, and nothing of the other tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { addCategory, addJob, hoursAgo, PLACES } from './test/support.ts';

type S = components['schemas'];
type Result = { items: S['JobSummary'][]; pagination: S['Pagination']; facets: S['JobFacets'] };

let server: TestServer;
let employer: TestUser;
let candidate: TestUser;
let northwind: string;
let lumen: string;
const ids: Record<string, string> = {};
let finance: { id: string; name: string };
let accounting: { id: string; name: string };
let engineering: { id: string; name: string };

async function list(body: Record<string, unknown>, opts: { token?: string; host?: string } = {}) {
  const r = await server.call<{ code: string; data: Result; message: string }>(
    'POST',
    '/client/api/v1/jobs/get-job-list',
    { host: opts.host ?? HOST_A, body, token: opts.token ?? null },
  );
  return r;
}
async function search(body: Record<string, unknown>, token?: string): Promise<Result> {
  const r = await list(body, token ? { token } : {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}
const titles = (r: Result) => r.items.map((j) => j.title);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  northwind = await makeCompany(db, a, 'Northwind Logistics');
  lumen = await makeCompany(db, a, 'Lumen Fintech');
  employer = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: northwind });
  candidate = await makeUser(db, server.deps.secret, { clientId: a, role: 'candidate' });
  finance = await addCategory(db, a, 'Finance');
  accounting = await addCategory(db, a, 'Accounting', finance.id);
  engineering = await addCategory(db, a, 'Engineering');

  const job = async (key: string, company: string, seed: Parameters<typeof addJob>[3]) => {
    ids[key] = (await addJob(db, a, company, seed)).id;
  };
  await job('accountant', northwind, {
    title: 'Senior Accountant',
    category: accounting,
    skills: ['Excel', 'Tally'],
    description: '<p>Own the monthly close and the general ledger.</p>',
    salary: { min: 1_200_000, max: 1_800_000, currency: 'INR' },
    experience_min: 3,
    experience_max: 6,
    posted_at: hoursAgo(48),
  });
  await job('analyst', northwind, {
    title: 'Operations Analyst',
    category: finance,
    workplace_type: 'HYBRID',
    city: PLACES.mumbai,
    description: '<p>Work closely with our accountant on vendor payments and reconciliations.</p>',
    experience_min: 1,
    experience_max: 3,
    posted_at: hoursAgo(240),
  });
  await job('frontend', lumen, {
    title: 'Frontend Engineer',
    category: engineering,
    employment_type: 'CONTRACT',
    wfh: true,
    skills: ['React', 'TypeScript'],
    salary: { min: 60_000, max: 90_000, currency: 'USD' },
    experience_min: 2,
    experience_max: 5,
    posted_at: hoursAgo(1),
  });
  await job('backend', lumen, {
    title: 'Backend Engineer',
    category: engineering,
    employment_type: 'PART_TIME',
    city: PLACES.bengaluru,
    state: PLACES.karnataka,
    skills: ['Go', 'PostgreSQL'],
    salary: { min: 5_000_000, max: 9_000_000, currency: 'INR' },
    is_salary_visible: false,
    is_featured: true,
    experience_min: 8,
    experience_max: 12,
    posted_at: hoursAgo(480),
  });
  await job('data', lumen, {
    title: 'Data Engineer',
    category: engineering,
    workplace_type: 'HYBRID',
    skills: ['Python', 'SQL'],
    salary: { min: 100_000, max: 140_000, currency: 'USD' },
    posted_at: hoursAgo(960),
  });
  // Not live: none of these may ever be listed.
  await job('paused', northwind, { title: 'Paused Accountant', category: accounting, status: 'PAUSED' });
  await job('draft', northwind, {
    title: 'Draft Accountant',
    category: accounting,
    status: 'DRAFT',
    approval_status: 1,
    posting_step: 'job-post',
    posted_at: null,
  });
  await job('expired', northwind, { title: 'Expired Accountant', category: accounting, expires_at: hoursAgo(1) });
  await job('pending', northwind, { title: 'Pending Accountant', category: accounting, approval_status: 1 });
  await job('declined', northwind, { title: 'Declined Accountant', category: accounting, approval_status: 3 });
  await job('closed', northwind, { title: 'Closed Accountant', category: accounting, status: 'CLOSED' });
  await job('inactive', northwind, { title: 'Inactive Accountant', category: accounting, status: 'INACTIVE' });
  await job('deleted', northwind, {
    title: 'Deleted Accountant',
    category: accounting,
    status: 'DELETED',
    deleted_at: hoursAgo(2),
  });

  const b = server.tenantB;
  const globex = await makeCompany(db, b, 'Globex Corporation');
  const bFinance = await addCategory(db, b, 'Finance');
  ids.globex = (await addJob(db, b, globex, { title: 'Globex Senior Accountant', category: bFinance })).id;
});

afterAll(async () => server?.close());

const LIVE = ['accountant', 'analyst', 'frontend', 'backend', 'data'];
const NOT_LIVE = ['paused', 'draft', 'expired', 'pending', 'declined', 'closed', 'inactive', 'deleted', 'globex'];

describe('listing', () => {
  it('lists only the live jobs of the tenant, featured first by default', async () => {
    const r = await search({ limit: 50 });
    expect(r.items.map((j) => j._id).sort()).toEqual(LIVE.map((k) => ids[k]).sort());
    expect(r.pagination).toEqual({ page: 1, limit: 50, total: 5, totalPages: 1 });
    expect(r.items[0]?._id).toBe(ids.backend);
    const hidden = r.items.find((j) => j._id === ids.backend);
    expect(hidden?.salary).toBeNull();
    expect(hidden).not.toHaveProperty('counts');
    expect(hidden).not.toHaveProperty('status');
  });

  it('never lists paused, draft, expired, pending, declined, closed, inactive, deleted or foreign jobs', async () => {
    const r = await search({ keyword: 'accountant', limit: 50 });
    const found = r.items.map((j) => j._id);
    for (const k of NOT_LIVE) expect(found, k).not.toContain(ids[k]);
    expect(JSON.stringify(r)).not.toContain('Globex');
  });

  it('answers for the other tenant with its jobs only', async () => {
    const r = await list({ keyword: 'accountant' }, { host: HOST_B });
    expect(r.body.data.items.map((j) => j._id)).toEqual([ids.globex]);
  });
});

describe('keyword', () => {
  it('ranks a title match above a description-only match', async () => {
    const r = await search({ keyword: 'accountant' });
    expect(titles(r)).toEqual(['Senior Accountant', 'Operations Analyst']);
  });

  it('matches skills, above description matches', async () => {
    expect(titles(await search({ keyword: 'react' }))).toEqual(['Frontend Engineer']);
    expect(titles(await search({ keyword: 'engineer' })).sort()).toEqual(
      ['Backend Engineer', 'Data Engineer', 'Frontend Engineer'].sort(),
    );
  });

  it('finds a job despite a one-letter typo', async () => {
    // Corrected to "accountant", it finds what the right spelling finds.
    expect(titles(await search({ keyword: 'Acountant' }))).toEqual(['Senior Accountant', 'Operations Analyst']);
    expect(titles(await search({ keyword: 'enginer' })).sort()).toEqual(
      ['Backend Engineer', 'Data Engineer', 'Frontend Engineer'].sort(),
    );
    expect(titles(await search({ keyword: 'frontend enginer' }))[0]).toBe('Frontend Engineer');
  });

  it('finds nothing for unrelated words and a bare prefix', async () => {
    expect((await search({ keyword: 'veterinarian' })).pagination.total).toBe(0);
    expect((await search({ keyword: 'acc' })).pagination.total).toBe(0);
  });
});

describe('filters', () => {
  it('filters by each field', async () => {
    const only = async (body: Record<string, unknown>) =>
      (await search({ limit: 50, ...body })).items.map((j) => j._id).sort();
    const of = (...keys: string[]) => keys.map((k) => ids[k]).sort();
    expect(await only({ categoryIds: [engineering.id] })).toEqual(of('frontend', 'backend', 'data'));
    // A category includes its subcategories.
    expect(await only({ categoryIds: [finance.id] })).toEqual(of('accountant', 'analyst'));
    expect(await only({ categoryIds: [accounting.id] })).toEqual(of('accountant'));
    expect(await only({ employmentTypes: ['CONTRACT', 'PART_TIME'] })).toEqual(of('frontend', 'backend'));
    expect(await only({ workplaceTypes: ['HYBRID'] })).toEqual(of('analyst', 'data'));
    expect(await only({ workplaceTypes: ['WFH'] })).toEqual(of('frontend'));
    expect(await only({ cityId: PLACES.mumbai.id })).toEqual(of('analyst'));
    expect(await only({ stateId: PLACES.karnataka.id })).toEqual(of('backend'));
    // The remote job open to India is in India too.
    expect(await only({ countryId: PLACES.india.id })).toEqual(of(...LIVE));
    expect(await only({ companyId: northwind })).toEqual(of('accountant', 'analyst'));
    expect(await only({ experienceMin: 7 })).toEqual(of('backend', 'data'));
    expect(await only({ experienceMax: 2 })).toEqual(of('analyst', 'frontend', 'data'));
    expect(await only({ datePosted: '24h' })).toEqual(of('frontend'));
    expect(await only({ datePosted: '3d' })).toEqual(of('frontend', 'accountant'));
    expect(await only({ datePosted: '14d' })).toEqual(of('frontend', 'accountant', 'analyst'));
  });

  it('filters by salary across currencies and periods, leaving hidden salaries out', async () => {
    const only = async (body: Record<string, unknown>) =>
      (await search({ limit: 50, ...body })).items.map((j) => j.title).sort();
    // 1,000,000 INR a year is about 12,000 USD: every visible salary reaches it.
    expect(await only({ salaryMin: 1_000_000, currencyCode: 'INR' })).toEqual(
      ['Data Engineer', 'Frontend Engineer', 'Senior Accountant'].sort(),
    );
    expect(await only({ salaryMin: 95_000 })).toEqual(['Data Engineer']);
    expect(await only({ salaryMax: 50_000 })).toEqual(['Senior Accountant']);
    expect(await only({ salaryMin: 7_000, salaryPeriod: 'MONTHLY' })).toEqual(['Data Engineer', 'Frontend Engineer']);
  });

  it('treats the "All …" sentinels as no filter', async () => {
    const all = await search({ limit: 50 });
    const sentinels = await search({
      limit: 50,
      keyword: 'All',
      categoryIds: ['All category'],
      employmentTypes: ['All job type', 'CONTRACT'],
      workplaceTypes: ['All'],
      cityId: 'All location',
      stateId: 'All location',
      countryId: 'All location',
    });
    expect(sentinels.pagination.total).toBe(all.pagination.total);
    expect(sentinels.facets).toEqual(all.facets);
  });

  it('refuses a value that is neither an id nor a sentinel', async () => {
    expect((await list({ cityId: 'Pune' })).status).toBe(400);
    expect((await list({ employmentTypes: ['SEASONAL'] })).status).toBe(400);
  });
});

describe('facets', () => {
  type FacetKey = Exclude<keyof S['JobFacets'], 'capped' | 'estimated'>;
  const filterOf: Record<FacetKey, (value: string) => Record<string, unknown>> = {
    categories: (v) => ({ categoryIds: [v] }),
    employmentTypes: (v) => ({ employmentTypes: [v] }),
    workplaceTypes: (v) => ({ workplaceTypes: [v] }),
    locations: (v) => ({ cityId: v }),
    datePosted: (v) => ({ datePosted: v }),
  };

  async function expectAgreement(base: Record<string, unknown>) {
    const r = await search({ limit: 50, ...base });
    for (const key of Object.keys(filterOf) as FacetKey[])
      for (const bucket of r.facets[key]) {
        const chosen = await search({ limit: 50, ...base, ...filterOf[key](bucket.value) });
        expect(chosen.pagination.total, `${key} ${bucket.label} under ${JSON.stringify(base)}`).toBe(bucket.count);
      }
    return r;
  }

  it('agree with the results of choosing each value', async () => {
    const r = await expectAgreement({});
    expect(r.facets.categories).toEqual([
      { value: engineering.id, label: 'Engineering', count: 3 },
      { value: finance.id, label: 'Finance', count: 2 },
      { value: accounting.id, label: 'Accounting', count: 1 },
    ]);
    expect(r.facets.workplaceTypes).toEqual([
      { value: 'OFFICE', label: 'Office', count: 2 },
      { value: 'WFH', label: 'Work from home', count: 1 },
      { value: 'HYBRID', label: 'Hybrid', count: 2 },
    ]);
    expect(r.facets.datePosted.map((d) => [d.value, d.count])).toEqual([
      ['any', 5],
      ['24h', 1],
      ['3d', 2],
      ['7d', 2],
      ['14d', 3],
      ['30d', 4],
    ]);
    expect(r.facets.locations).toEqual(expect.arrayContaining([{ value: PLACES.pune.id, label: 'Pune', count: 2 }]));
  });

  it('count each facet under all the other filters but not its own', async () => {
    const r = await expectAgreement({ employmentTypes: ['FULL_TIME'] });
    expect(r.pagination.total).toBe(3);
    // The employment facet ignores its own filter, so the other types can still be chosen.
    expect(r.facets.employmentTypes.map((b) => [b.value, b.count]).sort()).toEqual(
      [
        ['CONTRACT', 1],
        ['FULL_TIME', 3],
        ['PART_TIME', 1],
      ].sort(),
    );
    // The others count full-time jobs only.
    expect(r.facets.categories.find((b) => b.value === engineering.id)?.count).toBe(1);
    await expectAgreement({ keyword: 'engineer', workplaceTypes: ['HYBRID', 'WFH'] });
    await expectAgreement({ keyword: 'enginer', datePosted: '30d' });
  });
});

describe('sorting and paging', () => {
  it('sorts by newest and by salary, hidden salaries last', async () => {
    expect(titles(await search({ sort: 'newest' }))).toEqual([
      'Frontend Engineer',
      'Senior Accountant',
      'Operations Analyst',
      'Backend Engineer',
      'Data Engineer',
    ]);
    expect(titles(await search({ sort: 'salary_desc' }))).toEqual([
      'Data Engineer',
      'Frontend Engineer',
      'Senior Accountant',
      'Operations Analyst',
      'Backend Engineer',
    ]);
    expect(titles(await search({ sort: 'salary_asc' })).slice(0, 3)).toEqual([
      'Senior Accountant',
      'Frontend Engineer',
      'Data Engineer',
    ]);
  });

  it('pages with the totals of the whole list', async () => {
    const { db } = server.database;
    const support = await addCategory(db, server.tenantB, 'Support');
    const globex = await makeCompany(db, server.tenantB, 'Globex Support');
    for (let i = 0; i < 23; i++)
      await addJob(db, server.tenantB, globex, { title: `Support Associate ${i + 1}`, category: support });
    const page = async (n: number) =>
      (await list({ keyword: 'support', page: n, limit: 10, sort: 'newest' }, { host: HOST_B })).body.data;
    const [one, two, three, four] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(one.pagination).toEqual({ page: 1, limit: 10, total: 23, totalPages: 3 });
    expect([one.items.length, two.items.length, three.items.length, four.items.length]).toEqual([10, 10, 3, 0]);
    expect(four.pagination.total).toBe(23);
    const seen = new Set([...one.items, ...two.items, ...three.items].map((j) => j._id));
    expect(seen.size).toBe(23);
    expect((await list({ limit: 15 })).status).toBe(400);
  });
});

describe('signed in', () => {
  it("marks a candidate's applied and saved jobs", async () => {
    const { db } = server.database;
    await db
      .insertInto('applications')
      .values({ client_id: server.tenantA, job_id: ids.data ?? '', candidate_id: candidate.id })
      .execute();
    await db
      .insertInto('job_tracks')
      .values({ client_id: server.tenantA, user_id: candidate.id, job_id: ids.frontend ?? '', saved_at: new Date() })
      .execute();
    const r = await search({ limit: 50 }, candidate.token);
    const byId = new Map(r.items.map((j) => [j._id, j]));
    expect(byId.get(ids.data ?? '')).toMatchObject({ isApplied: true, isSaved: false });
    expect(byId.get(ids.frontend ?? '')).toMatchObject({ isApplied: false, isSaved: true });
    expect(byId.get(ids.accountant ?? '')).toMatchObject({ isApplied: false, isSaved: false });
  });

  it("lists the employer's own jobs in every status but DELETED with mine", async () => {
    const r = await search({ mine: true, limit: 50 }, employer.token);
    const byTitle = new Map(r.items.map((j) => [j.title, j]));
    expect([...byTitle.keys()].sort()).toEqual(
      [
        'Senior Accountant',
        'Operations Analyst',
        'Paused Accountant',
        'Draft Accountant',
        'Expired Accountant',
        'Pending Accountant',
        'Declined Accountant',
        'Closed Accountant',
        'Inactive Accountant',
      ].sort(),
    );
    expect(byTitle.get('Draft Accountant')).toMatchObject({
      status: 'DRAFT',
      approvalStatus: 1,
      postingStep: 'job-post',
    });
    expect(byTitle.get('Expired Accountant')).toMatchObject({ status: 'EXPIRED' });
    expect(byTitle.get('Senior Accountant')?.counts).toEqual({ applicants: 0, newApplicants: 0, views: 0 });
    const paused = await search({ mine: true, statuses: ['PAUSED', 'EXPIRED'] }, employer.token);
    expect(titles(paused).sort()).toEqual(['Expired Accountant', 'Paused Accountant']);
  });

  it('refuses mine to guests and candidates', async () => {
    expect((await list({ mine: true })).status).toBe(403);
    expect((await list({ mine: true }, { token: candidate.token })).status).toBe(403);
  });
});
