// SEO metadata is the plan feature seo_meta. The pages the server answers carry the description,
// canonical URL, Open Graph tags and a live job's JobPosting data only while the board's plan has
// it; without it a page keeps its title (every page needs one) and its robots rule (a paused job
// stays out of the index), nothing else. getSeoMeta is the flag's operation (x-feature, proven by
// payments/feature-flags.test.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { startPageApp, type PageApp } from '../test/page-app.ts';
import { makeCompany } from '../test/world.ts';

let server: TestServer;
let pageApp: PageApp | undefined;
const jobs: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const company = await makeCompany(db, server.tenantA, 'Meta Flag Mills');
  const category = await addCategory(db, server.tenantA, 'Textiles');
  jobs.live = (await addJob(db, server.tenantA, company, { title: 'Loom Technician', category })).slug;
  jobs.paused = (await addJob(db, server.tenantA, company, { title: 'Dye Mixer', category, status: 'PAUSED' })).slug;
  const dist = mkdtempSync(join(tmpdir(), 'seo-meta-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Jobs</title></head><body><div id="root"></div></body></html>',
  );
  pageApp = await startPageApp(server, dist);
});
afterAll(async () => {
  await pageApp?.app.close();
  await server?.close();
});

async function seoMeta(on: boolean): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ seo_meta: on })}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

async function head(path: string): Promise<string> {
  if (!pageApp) throw new Error('no page app');
  const res = await pageApp.call<string>('GET', path, {
    host: HOST_A,
    headers: { accept: 'text/html,application/xhtml+xml' },
  });
  expect(res.status).toBe(200);
  return /<head>([\s\S]*?)<\/head>/.exec(res.body)?.[1] ?? '';
}

const METADATA = [
  '<meta name="description"',
  '<link rel="canonical"',
  '<meta property="og:',
  '<meta name="twitter:',
  'application/ld+json',
];

describe('SEO metadata needs seo_meta', () => {
  it('leaves a job page its title and robots rule only, without seo_meta', async () => {
    await seoMeta(false);
    const live = await head(`/job-detail/${jobs.live}`);
    expect(live.match(/<title>/g)).toHaveLength(1);
    expect(live).toContain('<title>Loom Technician at Meta Flag Mills');
    expect(live).toContain('<meta name="robots" content="index,follow">');
    for (const tag of METADATA) expect(live).not.toContain(tag);
    const paused = await head(`/job-detail/${jobs.paused}`);
    expect(paused).toContain('<meta name="robots" content="noindex,follow">');
    for (const tag of METADATA) expect(paused).not.toContain(tag);
    const home = await head('/');
    expect(home).toContain('<title>');
    expect(home).not.toContain('<meta name="description"');
  });

  it('writes the description, canonical URL, Open Graph and JobPosting data with seo_meta', async () => {
    await seoMeta(true);
    const live = await head(`/job-detail/${jobs.live}`);
    expect(live).toContain('<title>Loom Technician at Meta Flag Mills');
    for (const tag of METADATA) expect(live).toContain(tag);
    expect(live).toContain('"@type":"JobPosting"');
    expect(await head('/')).toContain('<meta name="description"');
  });
});
