// The Indeed XML feed is the board's XML feed for aggregators (job_xml_feed) in Indeed's format
// (job_indeed_feed): it answers only while the board's plan has both, and 404 otherwise, as every
// feed the plan lacks does. The RSS feed is not the Indeed flag's to switch.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { childrenNamed, parseXml, textOf } from './test/xml.ts';

let server: TestServer;
let liveId: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const company = await makeCompany(db, server.tenantA, 'Feed Flag Foods');
  const category = await addCategory(db, server.tenantA, 'Kitchen');
  liveId = (await addJob(db, server.tenantA, company, { title: 'Line Cook', category })).id;
});
afterAll(async () => server?.close());

async function board(flags: Record<string, boolean>): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify(flags)}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

const get = (path: string) => server.call<string>('GET', path, { host: HOST_A });

describe('the Indeed feed needs job_indeed_feed and job_xml_feed', () => {
  it('answers 404 without job_indeed_feed, and the jobs with it', async () => {
    await board({ job_xml_feed: true, job_indeed_feed: false, job_rss_feed: true });
    const refused = await get('/feeds/indeed.xml');
    expect(refused.status).toBe(404);
    expect(refused.body).not.toContain('Line Cook');
    // The other feeds are not the Indeed flag's.
    expect((await get('/feeds/jobs.rss')).status).toBe(200);

    await board({ job_indeed_feed: true });
    const allowed = await get('/feeds/indeed.xml');
    expect(allowed.status).toBe(200);
    const refs = childrenNamed(parseXml(allowed.body), 'job').map((j) => textOf(j, 'referencenumber'));
    expect(refs).toContain(liveId);
  });

  it('answers 404 without job_xml_feed, whatever job_indeed_feed says', async () => {
    await board({ job_xml_feed: false, job_indeed_feed: true });
    expect((await get('/feeds/indeed.xml')).status).toBe(404);
    await board({ job_xml_feed: true });
    expect((await get('/feeds/indeed.xml')).status).toBe(200);
  });
});
