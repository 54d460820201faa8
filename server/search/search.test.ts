// Smart search over real HTTP: relevance, synonyms, typos, every filter, the orders, paging, who is
// never found, matching scores for a job, and the sensitive-filter rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { platformMasterId } from '../master-data/master-defaults.ts';
import { addCategory, addJob, PLACES } from '../jobs-discovery/test/support.ts';
import { setAllowance } from '../employer-candidates/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { SENSITIVE_AUDIT_ACTION } from './sensitive.ts';
import { addCandidate, searchCaller } from './test/support.ts';

type S = components['schemas'];
type Results = { items: S['CandidateCard'][]; pagination: S['Pagination'] };

let server: TestServer;
let call: ReturnType<typeof searchCaller>;
let owner: TestUser;
let employerB: TestUser;
let companyId: string;
const who: Record<string, string> = {};
const idOf = (key: string): string => {
  const id = who[key];
  if (!id) throw new Error(`no candidate ${key}`);
  return id;
};
const FEMALE = { id: platformMasterId('gender', 'Female'), nm: 'Female' };
const MALE = { id: platformMasterId('gender', 'Male'), nm: 'Male' };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

const search = (body: Record<string, unknown>, user: TestUser = owner) => call<Results>('POST', 'search', user, body);
const names = (r: { body: { data: Results } }) => r.body.data.items.map((c) => c.name);

beforeAll(async () => {
  server = await startTestServer();
  call = searchCaller(server);
  const { db } = server.database;
  const { secret } = server.deps;
  companyId = await makeCompany(db, server.tenantA, 'Northwind Analytics');
  owner = await makeUser(db, secret, {
    clientId: server.tenantA,
    role: 'employer',
    employerKind: 1,
    companyId,
    firstName: 'Priya',
    lastName: 'Raman',
  });
  const companyB = await makeCompany(db, server.tenantB, 'Globex');
  employerB = await makeUser(db, secret, {
    clientId: server.tenantB,
    role: 'employer',
    employerKind: 1,
    companyId: companyB,
  });
  const add = async (key: string, seed: Parameters<typeof addCandidate>[3], clientId = server.tenantA) => {
    who[key] = (await addCandidate(db, secret, clientId, { firstName: key, lastName: 'Test', ...seed })).id;
  };
  await add('Reacttitle', {
    headline: 'React Developer',
    skills: [{ id: platformMasterId('skills', 'React'), nm: 'React' }, 'TypeScript'],
    jobs: [['Frontend Engineer', 'Razorpay']],
    years: 4,
    city: PLACES.bengaluru,
    gender: FEMALE,
    domain: { id: 'dom-software', nm: 'Software Development' },
    salary: { amount: 60_000, currency: 'USD' },
    qualifications: ['B.Tech'],
    certificates: ['AWS Certified Developer'],
    lastActiveAt: hoursAgo(5),
  });
  await add('Aboutonly', {
    headline: 'Accountant',
    about: 'Once sat next to a react team.',
    skills: ['Excel'],
    jobs: [['Accountant', 'Deloitte']],
    years: 12,
    city: PLACES.pune,
    gender: MALE,
    salary: { amount: 4_000_000, currency: 'INR' },
    qualifications: ['B.Com'],
    lastActiveAt: hoursAgo(1),
  });
  await add('Kubeperson', {
    headline: 'Platform engineer',
    skills: ['Kubernetes', 'JavaScript', 'Python'],
    jobs: [
      ['Site Reliability Engineer', 'Swiggy'],
      ['Backend Developer', 'Infosys'],
    ],
    years: 7,
    months: 6,
    city: PLACES.bengaluru,
    gender: FEMALE,
    qualifications: ['M.Tech'],
    lastActiveAt: hoursAgo(30),
  });
  await add('Frontender', {
    headline: 'Front-end developer',
    skills: ['Vue.js'],
    jobs: [['UI Developer', 'Zoho']],
    fresher: true,
    city: PLACES.mumbai,
    lastActiveAt: null,
  });
  await add('Hidden', { headline: 'React Developer', skills: ['React'], searchable: false });
  await add('Disabled', { headline: 'React Developer', skills: ['React'], status: 'disabled' });
  await add('Othertenant', { headline: 'React Developer', skills: ['React'] }, server.tenantB);
});

afterAll(async () => server?.close());

describe('keyword search', () => {
  it('ranks a headline and skill hit above an about-only mention', async () => {
    const r = await search({ keyword: 'react' });
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['Reacttitle Test', 'Aboutonly Test']);
    const [top, low] = r.body.data.items;
    expect(top?.matchScore).toBeGreaterThan(low?.matchScore ?? 100);
    expect(top?.skills[0]).toBe('React');
    expect(top?.contactVisible).toBe(false);
    expect(top?.email).toBeNull();
  });

  it('finds skills by their synonyms and abbreviations', async () => {
    expect(names(await search({ keyword: 'k8s' }))).toEqual(['Kubeperson Test']);
    expect(names(await search({ keyword: 'reactjs' }))).toContain('Reacttitle Test');
    expect(names(await search({ keyword: 'js' }))).toEqual(['Kubeperson Test']);
    expect(names(await search({ keyword: 'sre' }))).toEqual(['Kubeperson Test']);
  });

  it('forgives one wrong, missing or swapped letter in a long word', async () => {
    expect(names(await search({ keyword: 'kubernetis' }))).toEqual(['Kubeperson Test']);
    expect(names(await search({ keyword: 'pyhton' }))).toEqual(['Kubeperson Test']);
    expect(names(await search({ keyword: 'acountant' }))).toEqual(['Aboutonly Test']);
    expect(names(await search({ keyword: 'kubernxtxs' }))).toEqual([]);
  });

  it('treats hyphenated and joined words alike', async () => {
    expect(names(await search({ keyword: 'frontend' }))).toEqual(
      expect.arrayContaining(['Frontender Test', 'Reacttitle Test']),
    );
    // "Frontend Engineer" and "React Developer" hold both words too.
    expect(names(await search({ keyword: 'front-end developer' })).sort()).toEqual([
      'Frontender Test',
      'Reacttitle Test',
    ]);
    expect(names(await search({ keyword: 'front-end' })).sort()).toEqual(['Frontender Test', 'Reacttitle Test']);
  });

  it('matches names, companies, education and certificates', async () => {
    expect(names(await search({ keyword: 'Kubeperson' }))).toEqual(['Kubeperson Test']);
    expect(names(await search({ keyword: 'infosys' }))).toEqual(['Kubeperson Test']);
    expect(names(await search({ keyword: 'certified' }))).toEqual(['Reacttitle Test']);
  });

  it('never finds candidates who are not searchable, disabled, or of another board', async () => {
    const r = await search({ keyword: 'react developer', limit: 50 });
    expect(names(r)).toEqual(['Reacttitle Test']);
    const all = await search({ limit: 50 });
    expect(all.body.data.pagination.total).toBe(4);
    expect(names(all)).not.toContain('Hidden Test');
    expect(names(all)).not.toContain('Disabled Test');
    expect(names(all)).not.toContain('Othertenant Test');
    expect(names(await search({ keyword: 'react' }, employerB))).toEqual(['Othertenant Test']);
  });

  it('stops finding a candidate who switches searchability off', async () => {
    const { db } = server.database;
    await db
      .updateTable('candidate_profiles')
      .set({ is_searchable: false })
      .where('user_id', '=', idOf('Frontender'))
      .execute();
    expect(names(await search({ keyword: 'frontend' }))).not.toContain('Frontender Test');
    await db
      .updateTable('candidate_profiles')
      .set({ is_searchable: true })
      .where('user_id', '=', idOf('Frontender'))
      .execute();
    expect(names(await search({ keyword: 'frontend' }))).toContain('Frontender Test');
  });

  it('treats a keyword of stop words only as no keyword', async () => {
    const r = await search({ keyword: 'the of' });
    expect(r.status).toBe(200);
    expect(r.body.data.pagination.total).toBe(4);
  });
});

describe('filters', () => {
  const only = async (body: Record<string, unknown>) => names(await search({ ...body, limit: 50 })).sort();

  it('filters by each type, any value within a type', async () => {
    expect(await only({ companies: ['razorpay'] })).toEqual(['Reacttitle Test']);
    expect(await only({ companies: ['infosys', 'deloitte'] })).toEqual(['Aboutonly Test', 'Kubeperson Test']);
    expect(await only({ titles: ['backend developer'] })).toEqual(['Kubeperson Test']);
    expect(await only({ titles: ['software engineer'] })).toEqual([]);
    expect(await only({ domainIds: ['dom-software'] })).toEqual(['Reacttitle Test']);
    expect(await only({ skillIds: [platformMasterId('skills', 'React')] })).toEqual(['Reacttitle Test']);
    expect(await only({ skillIds: [platformMasterId('skills', 'JavaScript')] })).toEqual(['Kubeperson Test']);
    expect(await only({ skillIds: [platformMasterId('skills', 'Vue.js')] })).toEqual(['Frontender Test']);
    expect(await only({ experienceIds: [platformMasterId('years_of_experience', '3 - 5 years')] })).toEqual([
      'Reacttitle Test',
    ]);
    expect(await only({ experienceIds: [platformMasterId('years_of_experience', 'Fresher')] })).toEqual([
      'Frontender Test',
    ]);
    expect(
      await only({
        experienceIds: [
          platformMasterId('years_of_experience', '7 - 10 years'),
          platformMasterId('years_of_experience', '10 - 15 years'),
        ],
      }),
    ).toEqual(['Aboutonly Test', 'Kubeperson Test']);
    // 40 lakh rupees is about $48,000: in the $25,000 - $50,000 range, the $60,000 one above.
    expect(await only({ salaryRangeIds: [platformMasterId('salary_range', '$25,000 - $50,000')] })).toEqual([
      'Aboutonly Test',
    ]);
    expect(await only({ salaryRangeIds: [platformMasterId('salary_range', '$50,000 - $75,000')] })).toEqual([
      'Reacttitle Test',
    ]);
    expect(await only({ qualificationIds: [platformMasterId('qualification', 'M.Tech')] })).toEqual([
      'Kubeperson Test',
    ]);
    expect(await only({ certifications: ['aws certified'] })).toEqual(['Reacttitle Test']);
    expect(await only({ genderIds: [MALE.id] })).toEqual(['Aboutonly Test']);
    expect(await only({ cityIds: [PLACES.mumbai.id, PLACES.pune.id] })).toEqual(['Aboutonly Test', 'Frontender Test']);
  });

  it('ands the types together, keyword included', async () => {
    expect(await only({ cityIds: [PLACES.bengaluru.id], genderIds: [FEMALE.id] })).toEqual([
      'Kubeperson Test',
      'Reacttitle Test',
    ]);
    expect(await only({ keyword: 'engineer', cityIds: [PLACES.bengaluru.id], skillIds: ['kubernetes'] })).toEqual([
      'Kubeperson Test',
    ]);
  });

  it('refuses a range id the board does not have, naming the field', async () => {
    const r = await search({ experienceIds: ['exp-3-5'] });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('experienceIds');
    const s = await search({ salaryRangeIds: [platformMasterId('gender', 'Male')] });
    expect(s.status).toBe(400);
    expect(JSON.stringify(s.body)).toContain('salaryRangeIds');
  });

  it('finds nobody in a list id of nobody', async () => {
    const r = await search({ listIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(r.status).toBe(200);
    expect(r.body.data.pagination.total).toBe(0);
  });
});

describe('orders and pages', () => {
  it('sorts by recent activity, and by experience either way', async () => {
    expect(names(await search({ sortBy: 'lastActiveAt' }))).toEqual([
      'Aboutonly Test',
      'Reacttitle Test',
      'Kubeperson Test',
      'Frontender Test',
    ]);
    expect(names(await search({ sortBy: 'experience' }))).toEqual([
      'Aboutonly Test',
      'Kubeperson Test',
      'Reacttitle Test',
      'Frontender Test',
    ]);
    expect(names(await search({ sortBy: 'experience', sortOrder: 'asc' }))[0]).toBe('Frontender Test');
  });

  it('refuses an unknown sort, naming sortBy', async () => {
    const r = await search({ sortBy: 'salary' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('sortBy');
  });

  it('pages by 10 to 50 and refuses other sizes', async () => {
    const first = await search({ limit: 10, page: 1 });
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    const beyond = await search({ limit: 10, page: 3 });
    expect(beyond.body.data.items).toEqual([]);
    expect((await search({ limit: 5 })).status).toBe(400);
    expect((await search({ limit: 60 })).status).toBe(400);
    expect((await search({ page: 0 })).status).toBe(400);
    const huge = await search({ page: 1e300 });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body)).toContain('page');
  });
});

describe('for a job', () => {
  it('scores every card against the company’s job and refuses another company’s job', async () => {
    const { db } = server.database;
    const category = await addCategory(db, server.tenantA, 'Engineering');
    const job = await addJob(db, server.tenantA, companyId, {
      title: 'React Developer',
      category,
      skills: ['React', 'TypeScript'],
    });
    const r = await search({ keyword: 'react', jobId: job.id });
    expect(r.status).toBe(200);
    for (const card of r.body.data.items) expect(card.matchScore).toEqual(expect.any(Number));
    const rival = await makeCompany(db, server.tenantA, 'Contoso');
    const rivalJob = await addJob(db, server.tenantA, rival, { title: 'Rival job', category });
    expect((await search({ jobId: rivalJob.id })).status).toBe(404);
  });
});

describe('sensitive filters', () => {
  const audits = () =>
    server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', SENSITIVE_AUDIT_ACTION)
      .where('client_id', '=', server.tenantA)
      .execute();

  it('audits every search that filters by gender, and no other', async () => {
    const before = (await audits()).length;
    await search({ keyword: 'react' });
    expect((await audits()).length).toBe(before);
    await search({ genderIds: [FEMALE.id] });
    const rows = await audits();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ actor_id: owner.id, acting_for_id: null });
    expect(rows.at(-1)?.detail).toEqual({ filters: { genderIds: [FEMALE.id] }, companyId });
  });

  it('refuses a gender filter on a board that switched sensitive filters off', async () => {
    const { db } = server.database;
    await db
      .updateTable('clients')
      .set({ settings: JSON.stringify({ candidateSearch: { sensitiveFilters: false } }) })
      .where('id', '=', server.tenantA)
      .execute();
    try {
      const r = await search({ genderIds: [FEMALE.id] });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('genderIds');
      expect((await search({ keyword: 'react' })).status).toBe(200);
    } finally {
      await db
        .updateTable('clients')
        .set({ settings: JSON.stringify({}) })
        .where('id', '=', server.tenantA)
        .execute();
    }
  });
});

describe("the plan's candidate searches", () => {
  async function companyWithSearches(name: string, limit: number): Promise<{ boss: TestUser; id: string }> {
    const { db } = server.database;
    const id = await makeCompany(db, server.tenantA, name);
    await setAllowance(server, server.tenantA, id, 'candidateSearches', limit);
    const boss = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId: id });
    return { boss, id };
  }
  const usesOf = async (id: string) =>
    Number(
      (
        await server.database.db
          .selectFrom('candidate_search_uses')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('company_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('counts each distinct search once, refuses one past the plan with LIMIT_OVER, and keeps the counted ones free', async () => {
    const { boss, id } = await companyWithSearches('Quota Labs', 2);
    const as = (body: Record<string, unknown>) => search(body, boss);
    expect((await as({ keyword: 'react' })).status).toBe(200);
    // Paging, another order, other spacing and case: the same search.
    for (const again of [
      { keyword: 'react', page: 2 },
      { keyword: 'react', sortBy: 'experience' },
      { keyword: '  React ' },
    ])
      expect((await as(again)).status).toBe(200);
    expect(await usesOf(id)).toBe(1);
    expect((await as({ keyword: 'java', cityIds: [PLACES.pune.id] })).status).toBe(200);
    const third = await as({ keyword: 'python' });
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: 'LIMIT_OVER' });
    expect(JSON.stringify(third.body)).toContain("Your plan's 2 candidate searches are used up");
    expect(await usesOf(id)).toBe(2);
    expect((await as({ cityIds: [PLACES.pune.id], keyword: 'JAVA' })).status).toBe(200);
  });

  it('gives the last place to exactly one of two searches at once', async () => {
    const { boss, id } = await companyWithSearches('Race Labs', 1);
    const answers = await Promise.all([search({ keyword: 'react' }, boss), search({ keyword: 'java' }, boss)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect(await usesOf(id)).toBe(1);
  });

  it('writes nothing for a plan without a limit', async () => {
    expect((await search({ keyword: 'rust' })).status).toBe(200);
    expect(await usesOf(companyId)).toBe(0);
  });
});
