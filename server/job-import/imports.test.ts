// Bulk imports over real HTTP on the engine under test, with the background worker running: an
// uploaded 1,000-job Indeed feed imported twice leaves 1,000 jobs; a bad row is reported while the
// rest import; mirror closes the jobs a feed dropped; API_IMPORT; a feed URL; refused sources.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { multipart } from '../files/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { feedXml, waitForRun, type FeedJob, type Run } from './test/support.ts';

let server: TestServer;
let employer: TestUser;
let companyId: string;
let category: string;
let categoryRef: { id: string; name: string };
let feedServer: Server;
let feedBody = '';

const api = (path: string) => `/client/api/v1/${path}`;
const refs = (from: number, n: number, prefix = 'NWL') =>
  Array.from({ length: n }, (_, i): FeedJob => ({ ref: `${prefix}-${String(from + i).padStart(5, '0')}` }));

async function uploadFeed(xml: string, name = 'feed.xml'): Promise<string> {
  const body = multipart({ purpose: 'import' }, { name, type: 'application/xml', bytes: Buffer.from(xml) });
  const r = await server.call<{ data: { uri: string } }>('POST', api('files/upload'), {
    host: HOST_A,
    token: employer.token,
    raw: body.raw,
    contentType: body.contentType,
  });
  expect(r.status).toBe(200);
  return r.body.data.uri;
}

async function start(body: Record<string, unknown>, token = employer.token) {
  return server.call<{ data: Run; message: string }>('POST', api('file-history/create'), { host: HOST_A, token, body });
}

async function importXml(xml: string, mirror = false): Promise<Run> {
  const uri = await uploadFeed(xml);
  const r = await start({ importType: 'XML', fileUri: uri, fileName: 'feed.xml', mirror });
  expect(r.status).toBe(200);
  expect(r.body.data.status).toBe('queued');
  return waitForRun(server, HOST_A, employer.token, r.body.data._id);
}

const companyJobs = (status?: string) => {
  let q = server.database.db
    .selectFrom('jobs')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId);
  if (status) q = q.where('status', '=', status as 'ACTIVE');
  return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
};

beforeAll(async () => {
  // A server of its own: it starts the background worker.
  server = await startTestServer({ own: true });
  await server.deps.jobs.startWorker();
  companyId = await makeCompany(server.database.db, server.tenantA, 'Northwind Logistics');
  employer = await makeUser(server.database.db, server.deps.secret, {
    clientId: server.tenantA,
    role: 'employer',
    companyId,
  });
  categoryRef = await addCategory(server.database.db, server.tenantA, 'Warehouse Operations');
  category = categoryRef.name;
  feedServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(feedBody);
  });
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
}, 120_000);

afterAll(async () => {
  feedServer?.close();
  await server?.close();
});

describe('XML import of an uploaded feed', () => {
  it('imports 1,000 jobs, and a second run of the same feed updates them instead of duplicating', async () => {
    const jobs = refs(1, 1000);
    const first = await importXml(feedXml(jobs, category));
    expect(first).toMatchObject({ status: 'done', total: 1000, processed: 1000, created: 1000, updated: 0, failed: 0 });
    expect(await companyJobs()).toBe(1000);

    const renamed = jobs.map((j) => ({ ...j, title: `Senior Picker ${j.ref}` }));
    const second = await importXml(feedXml(renamed, category));
    expect(second).toMatchObject({ status: 'done', total: 1000, created: 0, updated: 1000, failed: 0 });
    expect(await companyJobs()).toBe(1000);

    const job = await server.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('reference_number', '=', 'NWL-00007')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      title: 'Senior Picker NWL-00007',
      status: 'ACTIVE',
      import_type: 'XML',
      city_nm: 'Pune',
      state_nm: 'Maharashtra',
      country_nm: 'India',
      category_nm: category,
      employment_type: 'FULL_TIME',
      salary_currency: 'INR',
      salary_period: 'YEARLY',
      redirect_url: 'https://careers.example.com/jobs/NWL-00007',
      experience_min: 1,
      experience_max: 3,
    });
    expect(job.description).toContain('Pick, pack and ship');
    expect(job.description).not.toContain('<script');
  }, 180_000);

  it('reports malformed rows by row and reference and imports the rest', async () => {
    const jobs: FeedJob[] = [
      { ref: 'BAD-1' },
      { ref: 'BAD-2', title: '' },
      { ref: 'BAD-3', city: 'Atlantis' },
      { ref: 'BAD-4', salary: '$90,000 - $50,000' },
      { ref: '' },
      { ref: 'BAD-6', category: 'Astrology' },
      { ref: 'BAD-1' },
      { ref: 'BAD-8' },
    ];
    const run = await importXml(feedXml(jobs, category));
    // An unknown category is no reason to refuse a job: BAD-6 goes to the default category.
    expect(run).toMatchObject({ status: 'done', total: 8, processed: 8, created: 3, failed: 5 });
    expect(run.errors).toEqual([
      { row: 2, referenceNumber: 'BAD-2', message: 'title is required' },
      { row: 3, referenceNumber: 'BAD-3', message: 'city "Atlantis" is not a known city of Maharashtra' },
      { row: 4, referenceNumber: 'BAD-4', message: 'salary minimum is greater than maximum' },
      { row: 5, referenceNumber: null, message: 'referencenumber is missing' },
      {
        row: 7,
        referenceNumber: 'BAD-1',
        message: 'referencenumber BAD-1 appears more than once; the first one was imported',
      },
    ]);
    expect(run.notes).toEqual([
      { row: 6, referenceNumber: 'BAD-6', message: 'category "Astrology" → "Other" (no match; the default category)' },
    ]);
  }, 60_000);

  it('refuses a feed that is not well-formed XML before writing any job', async () => {
    const before = await companyJobs();
    const xml = feedXml(refs(1, 3, 'BROKEN'), category).replace('</source>', '<job><title>cut');
    const run = await importXml(xml);
    expect(run.status).toBe('failed');
    expect(run.message).toMatch(/not well-formed XML/);
    expect(await companyJobs()).toBe(before);
  }, 60_000);

  it('refuses a DOCTYPE with entities (no XXE, no entity expansion)', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE source [<!ENTITY x SYSTEM "file:///etc/passwd">]><source><job><title>&x;</title></job></source>`;
    const run = await importXml(xml);
    expect(run.status).toBe('failed');
    expect(JSON.stringify(run)).not.toContain('root:');
  }, 60_000);
});

describe('mirror imports', () => {
  it('closes the imported jobs a mirror feed no longer lists, and leaves other jobs alone', async () => {
    // A company of its own, so that the jobs of the other tests are not part of this mirror.
    const owner = employer;
    companyId = await makeCompany(server.database.db, server.tenantA, 'Mirror Freight');
    employer = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      companyId,
    });
    const posted = await addJob(server.database.db, server.tenantA, companyId, {
      title: 'Posted by hand',
      category: categoryRef,
    });
    const five = refs(1, 5, 'MIR');
    expect(await importXml(feedXml(five, category))).toMatchObject({ created: 5 });
    const run = await importXml(feedXml(five.slice(0, 3), category), true);
    employer = owner;
    expect(run).toMatchObject({ status: 'done', updated: 3, closed: 2 });
    const rows = await server.database.db
      .selectFrom('jobs')
      .select(['reference_number', 'status'])
      .where('company_id', '=', companyId)
      .where('reference_number', 'like', 'MIR-%')
      .orderBy('reference_number')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', 'CLOSED', 'CLOSED']);
    // A job posted through the posting flow is not the feed's to close.
    expect(await companyJobs('ACTIVE')).toBe(4);
    expect(posted.id).toBeTruthy();
  }, 60_000);
});

describe('API_IMPORT and feed URLs', () => {
  it('imports jobs sent in the request, idempotently', async () => {
    const jobs = [1, 2, 3].map((n) => ({
      referenceNumber: `API-${n}`,
      title: `Driver ${n}`,
      description: '<p>Drive the delivery van on the city route every day.</p>',
      city: 'Mumbai',
      country: 'India',
      category,
      jobType: 'part-time',
      salary: '25 USD an hour',
    }));
    const r1 = await start({ importType: 'API_IMPORT', jobs });
    expect(r1.status).toBe(200);
    expect(await waitForRun(server, HOST_A, employer.token, r1.body.data._id)).toMatchObject({ created: 3, failed: 0 });
    const r2 = await start({ importType: 'API_IMPORT', jobs: [...jobs, { referenceNumber: 'API-4' }] });
    const run2 = await waitForRun(server, HOST_A, employer.token, r2.body.data._id);
    expect(run2).toMatchObject({ created: 0, updated: 3, failed: 1 });
    expect(run2.errors[0]).toMatchObject({ row: 4, referenceNumber: 'API-4', message: 'title is required' });
    const driver = await server.database.db
      .selectFrom('jobs')
      .select(['employment_type', 'salary_min', 'salary_currency', 'salary_period', 'import_type'])
      .where('reference_number', '=', 'API-2')
      .executeTakeFirstOrThrow();
    expect(driver).toEqual({
      employment_type: 'PART_TIME',
      salary_min: '25.00',
      salary_currency: 'USD',
      salary_period: 'HOURLY',
      import_type: 'API_IMPORT',
    });
  }, 60_000);

  it('reads a feed URL, lists runs newest first, and answers 409 while the same source is busy', async () => {
    feedBody = feedXml(refs(1, 2, 'URL'), category);
    const address = feedServer.address() as AddressInfo;
    const url = `http://127.0.0.1:${address.port}/jobs.xml`;
    const r = await start({ importType: 'XML', feedUrl: url });
    expect(r.status).toBe(200);
    const again = await start({ importType: 'XML', feedUrl: url });
    expect([409, 200]).toContain(again.status);
    const run = await waitForRun(server, HOST_A, employer.token, r.body.data._id);
    expect(run).toMatchObject({ status: 'done', created: 2 });
    const list = await server.call<{ data: { items: Run[]; pagination: { total: number } } }>(
      'POST',
      api('file-history/list'),
      {
        host: HOST_A,
        token: employer.token,
        body: { page: 1, limit: 10, importType: 'XML' },
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.items[0]?._id).toBe(again.status === 200 ? again.body.data._id : r.body.data._id);
  }, 60_000);

  it('refuses a file that is not an import feed, and gates by plan', async () => {
    const r = await start({ importType: 'XML', fileUri: '/files/0123456789abcdef0123456789abcdef.xml' });
    expect(r.status).toBe(400);
    const candidate = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
    });
    expect((await start({ importType: 'API_IMPORT', jobs: [{ referenceNumber: 'X' }] }, candidate.token)).status).toBe(
      403,
    );
  });
});
