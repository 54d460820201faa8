// A feed as an ATS exports it, over real HTTP with the worker running: categories in the source's
// own words, remote jobs marked by <remotetype>, job types spelt five ways and more, and salary
// text. Every row is imported, remote rows are work-from-home jobs, and the run's report names
// each category mapping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../jobs-discovery/test/support.ts';
import { multipart } from '../files/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { feedXml, waitForRun, type FeedJob, type Run } from './test/support.ts';

let server: TestServer;
let employer: TestUser;
let companyId: string;

async function importXml(xml: string): Promise<Run> {
  const body = multipart({ purpose: 'import' }, { name: 'ats.xml', type: 'application/xml', bytes: Buffer.from(xml) });
  const up = await server.call<{ data: { uri: string } }>('POST', '/client/api/v1/files/upload', {
    host: HOST_A,
    token: employer.token,
    raw: body.raw,
    contentType: body.contentType,
  });
  expect(up.status).toBe(200);
  const r = await server.call<{ data: Run }>('POST', '/client/api/v1/file-history/create', {
    host: HOST_A,
    token: employer.token,
    body: { importType: 'XML', fileUri: up.body.data.uri, fileName: 'ats.xml' },
  });
  expect(r.status).toBe(200);
  return waitForRun(server, HOST_A, employer.token, r.body.data._id);
}

beforeAll(async () => {
  // A server of its own: it starts the background worker.
  server = await startTestServer({ own: true });
  await server.deps.jobs.startWorker();
  const { db } = server.database;
  companyId = await makeCompany(db, server.tenantA, 'Kestrel Systems');
  employer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
  for (const name of [
    'Software Engineering',
    'Data & Analytics',
    'Healthcare',
    'Human Resources',
    'Finance & Accounting',
    'Warehouse Operations',
  ])
    await addCategory(db, server.tenantA, name);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const ROWS: Array<FeedJob & { expect: { category: string; type: string; workplace: string; note?: string } }> = [
  {
    ref: 'ATS-01',
    category: 'Engineering',
    jobtype: 'Full Time',
    remotetype: 'Fully remote',
    city: 'Remote',
    expect: { category: 'Software Engineering', type: 'FULL_TIME', workplace: 'WFH', note: 'shared words' },
  },
  {
    ref: 'ATS-02',
    category: 'Data',
    jobtype: 'full-time',
    expect: { category: 'Data & Analytics', type: 'FULL_TIME', workplace: 'OFFICE', note: 'shared words' },
  },
  {
    ref: 'ATS-03',
    category: 'General',
    jobtype: 'FT',
    remotetype: 'Remote',
    expect: { category: 'Other', type: 'FULL_TIME', workplace: 'WFH', note: 'no match; the default category' },
  },
  {
    ref: 'ATS-04',
    category: 'Nursing',
    jobtype: 'Per diem',
    expect: { category: 'Healthcare', type: 'TEMPORARY', workplace: 'OFFICE', note: 'synonym' },
  },
  {
    ref: 'ATS-05',
    category: 'HR',
    jobtype: 'Part Time',
    remotetype: 'Hybrid remote',
    expect: { category: 'Human Resources', type: 'PART_TIME', workplace: 'HYBRID', note: 'synonym' },
  },
  {
    ref: 'ATS-06',
    category: 'Accounting and Finance',
    jobtype: 'Contract',
    remotetype: 'On-site',
    expect: { category: 'Finance & Accounting', type: 'CONTRACT', workplace: 'OFFICE', note: 'same words' },
  },
  {
    ref: 'ATS-07',
    category: 'warehouse operation',
    jobtype: 'Temporary',
    expect: { category: 'Warehouse Operations', type: 'TEMPORARY', workplace: 'OFFICE', note: 'same words' },
  },
  {
    ref: 'ATS-08',
    category: 'WAREHOUSE OPERATIONS',
    jobtype: 'Internship',
    expect: { category: 'Warehouse Operations', type: 'INTERNSHIP', workplace: 'OFFICE' },
  },
  {
    ref: 'ATS-09',
    category: 'Engineering',
    jobtype: 'Seasonal gig, maybe',
    expect: { category: 'Software Engineering', type: 'TEMPORARY', workplace: 'OFFICE', note: 'shared words' },
  },
];

describe('an ATS feed in its own words', () => {
  it('imports every row, makes remote rows WFH, and names each category mapping', async () => {
    const run = await importXml(
      feedXml(
        ROWS.map(({ expect: _e, ...job }) => ({ ...job, salary: '$50,000 - $70,000 a year', company: 'Kestrel' })),
        'unused',
      ),
    );
    expect(run).toMatchObject({ status: 'done', total: ROWS.length, created: ROWS.length, failed: 0, errors: [] });

    const jobs = await server.database.db
      .selectFrom('jobs')
      .select([
        'reference_number',
        'category_nm',
        'employment_type',
        'workplace_type',
        'location_type',
        'city_id',
        'country_nm',
        'salary_min',
        'salary_max',
        'salary_currency',
        'salary_period',
      ])
      .where('company_id', '=', companyId)
      .execute();
    const byRef = new Map(jobs.map((j) => [j.reference_number, j]));
    for (const row of ROWS) {
      const job = byRef.get(row.ref);
      expect(job, row.ref).toBeDefined();
      expect(job, row.ref).toMatchObject({
        category_nm: row.expect.category,
        employment_type: row.expect.type,
        workplace_type: row.expect.workplace,
        location_type: row.expect.workplace === 'WFH' ? 'WFH' : 'CITY',
        salary_currency: 'USD',
        salary_period: 'YEARLY',
      });
      // numeric columns come back as exact decimal strings
      expect([Number(job?.salary_min), Number(job?.salary_max)], row.ref).toEqual([50_000, 70_000]);
      if (row.expect.workplace === 'WFH') expect(job?.city_id, row.ref).toBeNull();
      else expect(job?.city_id, row.ref).not.toBeNull();
      const note = run.notes.find((n) => n.referenceNumber === row.ref);
      if (row.expect.note)
        expect(note?.message, row.ref).toContain(
          `category "${row.category}" → "${row.expect.category}" (${row.expect.note})`,
        );
      else expect(note, row.ref).toBeUndefined();
    }
    // A remote job keeps the country the feed named, for applicants' location requirements.
    expect(byRef.get('ATS-01')?.country_nm).toBe('India');
    // The default category was made once, and is remembered by id so the tenant can rename it.
    const settings = await server.database.db
      .selectFrom('clients')
      .select('settings')
      .where('id', '=', server.tenantA)
      .executeTakeFirstOrThrow();
    const other = await server.database.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('client_id', '=', server.tenantA)
      .where('slug', '=', 'other')
      .executeTakeFirstOrThrow();
    expect(settings.settings).toMatchObject({ imports: { defaultCategoryId: other.id } });
  }, 120_000);

  it('keeps using the default category after the tenant renames it', async () => {
    const { db } = server.database;
    await db
      .updateTable('categories')
      .set({ name: 'Everything else' })
      .where('client_id', '=', server.tenantA)
      .where('slug', '=', 'other')
      .execute();
    const run = await importXml(feedXml([{ ref: 'ATS-20', category: 'Astrology', company: 'Kestrel' }], 'unused'));
    expect(run).toMatchObject({ status: 'done', created: 1, failed: 0 });
    expect(run.notes[0]?.message).toBe('category "Astrology" → "Everything else" (no match; the default category)');
    const job = await db
      .selectFrom('jobs')
      .select('category_nm')
      .where('reference_number', '=', 'ATS-20')
      .executeTakeFirstOrThrow();
    expect(job.category_nm).toBe('Everything else');
  }, 60_000);
});
