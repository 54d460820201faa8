// The page builder's read side over real HTTP (pagecreator/page-data): the default pages a new
// board gets, published pages with their visible blocks in order, settings checked and HTML
// sanitised on save and again on render, the plan's page_builder and custom_pages features, one
// board never seeing another's pages, and the page's head and sitemap entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { AppError } from '../errors/errors.ts';
import { renderPageHead } from '../seo/page-head.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { resolveHost } from '../tenancy/resolve-host.ts';
import { savePage, type BlockInput } from './save.ts';

type Block = { _id: string; type: string; settings: Record<string, unknown>; sortOrder: number; isVisible: boolean };
type Page = {
  _id: string;
  slug: string;
  title: string;
  blocks: Block[];
  seo: { title: string; description: string; canonical: string; robots: string };
  updatedAt: string;
};
type Envelope<T> = { code: string; message: string; data: T };

let server: TestServer;

const pageData = (slug: string, host = HOST_A) =>
  server.call<Envelope<Page>>('POST', '/client/api/v1/pagecreator/page-data', { host, body: { slug } });

const text = (body: string, heading?: string): BlockInput => ({
  type: 'text',
  settings: { ...(heading ? { heading } : {}), body, align: 'left' },
});

async function setFeatures(clientId: string, features: Record<string, boolean>) {
  await server.database.db
    .updateTable('clients')
    .set({ settings: JSON.stringify({ features }) })
    .where('id', '=', clientId)
    .execute();
}

async function saveError(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => server?.close());

describe('default pages', () => {
  it('gives a new board its home, about, privacy and terms pages in its own name, writing nothing', async () => {
    for (const slug of ['home', 'about-us', 'privacy-policy', 'terms-of-use']) {
      const res = await pageData(slug);
      expect(res.status, slug).toBe(200);
      expect(res.body.data.slug).toBe(slug);
      expect(res.body.data.blocks.length, slug).toBeGreaterThan(0);
      expect(res.body.data.blocks.map((b) => b.sortOrder)).toEqual(res.body.data.blocks.map((_, i) => i));
    }
    const about = (await pageData('about-us')).body.data;
    expect(about.title).toBe('About Acme Careers');
    expect(about.seo).toMatchObject({
      title: 'About Acme Careers | Acme Careers',
      canonical: `http://${HOST_A}/about-us`,
    });
    expect(JSON.stringify(about.blocks)).toContain('Acme Careers');
    expect((await pageData('about-us', HOST_B)).body.data.title).toBe('About Globex Jobs');
    // The same ids on every read: nothing was written to serve them.
    expect((await pageData('about-us')).body.data._id).toBe(about._id);
    const rows = await server.database.db
      .selectFrom('pages')
      .select('id')
      .where('client_id', 'in', [server.tenantA, server.tenantB])
      .execute();
    expect(rows).toHaveLength(0);
  });

  it("shows the busiest category's jobs in the home page's spotlight, then browse jobs, job alert and a call to action", async () => {
    const { db } = server.database;
    const noJobs = (await pageData('home', HOST_B)).body.data.blocks.map((b) => b.type);
    expect(noJobs).toEqual(['browse_jobs', 'job_alert', 'call_to_action']);
    const company = await makeCompany(db, server.tenantA, 'Spotlight Works');
    const nursing = await addCategory(db, server.tenantA, 'Nursing');
    const admin = await addCategory(db, server.tenantA, 'Administration');
    await addJob(db, server.tenantA, company, { title: 'Staff Nurse', category: nursing });
    await addJob(db, server.tenantA, company, { title: 'Ward Nurse', category: nursing });
    await addJob(db, server.tenantA, company, { title: 'Receptionist', category: admin });
    const home = (await pageData('home')).body.data;
    expect(home.blocks.map((b) => b.type)).toEqual(['spotlight', 'browse_jobs', 'job_alert', 'call_to_action']);
    expect(home.blocks[0]?.settings).toMatchObject({ source: 'category', categoryId: nursing.id });
    expect(home.seo.canonical).toBe(`http://${HOST_A}/`);
  });

  it('answers 404 for a slug that is no page, and 400 for one that cannot be', async () => {
    const missing = await pageData('no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This page does not exist');
    expect((await pageData('Not A Slug')).status).toBe(400);
  });
});

describe('published pages', () => {
  it('serves the published version with its visible blocks in order, never a draft', async () => {
    const { db } = server.database;
    await savePage(db, server.tenantA, {
      slug: 'working-here',
      title: 'Working here',
      description: 'Life at Acme.',
      blocks: [
        text('First'),
        { ...text('Hidden'), isVisible: false },
        {
          type: 'call_to_action',
          settings: { heading: 'Join us', buttonLabel: 'See jobs', buttonLink: '/browse-jobs' },
        },
        text('Last'),
      ],
    });
    await savePage(db, server.tenantA, { slug: 'working-here', title: 'Draft title', blocks: [] }, { publish: false });
    const page = (await pageData('working-here')).body.data;
    expect(page.title).toBe('Working here');
    expect(page.blocks.map((b) => b.settings.body ?? b.type)).toEqual(['First', 'call_to_action', 'Last']);
    expect(page.blocks.map((b) => b.sortOrder)).toEqual([0, 2, 3]);
    expect(page.seo).toMatchObject({
      title: 'Working here | Acme Careers',
      description: 'Life at Acme.',
      canonical: `http://${HOST_A}/p/working-here`,
    });

    // A board's own about page replaces the default once published.
    await savePage(db, server.tenantA, { slug: 'about-us', title: 'About Acme', blocks: [text('Since 1999.')] });
    expect((await pageData('about-us')).body.data.blocks.map((b) => b.settings.body)).toEqual(['Since 1999.']);
  });

  it("checks every block's settings against its type's schema before writing anything", async () => {
    const { db } = server.database;
    const save = (blocks: BlockInput[]) => savePage(db, server.tenantA, { slug: 'bad-blocks', title: 'Bad', blocks });
    const tooMany = await saveError(() =>
      save([{ type: 'browse_companies', settings: { count: 99, showSearch: false } }]),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.data?.fields?.[0]).toMatchObject({ field: 'blocks[0].settings.count' });
    const missing = await saveError(() =>
      save([text('ok'), { type: 'spotlight', settings: { source: 'jobs', count: 3 } }]),
    );
    expect(missing.data?.fields?.map((f) => f.field)).toContain('blocks[1].settings.jobIds');
    const unknown = await saveError(() => save([{ type: 'carousel', settings: {} }]));
    expect(unknown.data?.fields?.[0]?.field).toBe('blocks[0].type');
    const script = await saveError(() =>
      save([
        { type: 'call_to_action', settings: { heading: 'x', buttonLabel: 'Go', buttonLink: 'javascript:alert(1)' } },
      ]),
    );
    expect(script.data?.fields?.[0]?.field).toBe('blocks[0].settings.buttonLink');
    const extra = await saveError(() => save([{ type: 'text', settings: { body: 'x', align: 'left', onload: 'x' } }]));
    expect(extra.status).toBe(400);
    const rows = await db.selectFrom('pages').select('id').where('slug', '=', 'bad-blocks').execute();
    expect(rows).toHaveLength(0);
  });
});

describe('HTML blocks', () => {
  const hostile =
    '<h2>Benefits</h2><script>alert(1)</script><img src="/files/team.png" alt="Team" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">Click</a> <a href="/browse-jobs">Jobs</a>' +
    '<p style="position:fixed;inset:0" class="mantine-Overlay-root">Cover</p><iframe src="https://evil.test"></iframe>';

  const expectClean = (html: string) => {
    expect(html).toContain('<h2>Benefits</h2>');
    expect(html).toContain('<a href="/browse-jobs">Jobs</a>');
    expect(html).toContain('alt="Team"');
    for (const bad of ['<script', 'onerror', 'javascript:', 'style=', 'class=', '<iframe', 'alert('])
      expect(html, bad).not.toContain(bad);
  };

  it('sanitises on save: what is stored has no script, handler, javascript: link or escaping style', async () => {
    const { db } = server.database;
    const saved = await savePage(db, server.tenantA, {
      slug: 'perks',
      title: 'Perks',
      blocks: [{ type: 'html', settings: { html: hostile } }],
    });
    const stored = await db
      .selectFrom('page_blocks')
      .select('settings')
      .where('client_id', '=', server.tenantA)
      .where('version_id', '=', saved.versionId)
      .executeTakeFirstOrThrow();
    expectClean(String(stored.settings.html));
    const onlyScript = await saveError(() =>
      savePage(db, server.tenantA, {
        slug: 'perks',
        title: 'Perks',
        blocks: [{ type: 'html', settings: { html: '<script>alert(1)</script>' } }],
      }),
    );
    expect(onlyScript.data?.fields?.[0]?.field).toBe('blocks[0].settings.html');
  });

  it('sanitises on render too: markup stored before a rule existed is served clean', async () => {
    const { db } = server.database;
    const saved = await savePage(db, server.tenantA, { slug: 'legacy', title: 'Legacy', blocks: [] });
    await db
      .insertInto('page_blocks')
      .values({
        client_id: server.tenantA,
        version_id: saved.versionId,
        type: 'html',
        settings: JSON.stringify({ html: hostile }),
        sort_order: 0,
      })
      .execute();
    const page = (await pageData('legacy')).body.data;
    expect(page.blocks).toHaveLength(1);
    expectClean(String(page.blocks[0]?.settings.html));
  });
});

describe('boards and plans', () => {
  it("never serves one board's page on another's host", async () => {
    const { db } = server.database;
    await savePage(db, server.tenantA, { slug: 'acme-only', title: 'Acme only', blocks: [text('Acme secret')] });
    expect((await pageData('acme-only')).status).toBe(200);
    const other = await pageData('acme-only', HOST_B);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Acme');
    // A's own about page (published above) leaves B's default untouched.
    const aboutB = (await pageData('about-us', HOST_B)).body.data;
    expect(JSON.stringify(aboutB)).not.toContain('Acme');
  });

  it('serves the default pages without page_builder, and named pages only with custom_pages', async () => {
    const { db } = server.database;
    await savePage(db, server.tenantB, { slug: 'about-us', title: 'About Globex', blocks: [text('Our story.')] });
    await savePage(db, server.tenantB, { slug: 'events', title: 'Events', blocks: [text('Meet us.')] });
    expect((await pageData('about-us', HOST_B)).body.data.title).toBe('About Globex');
    expect((await pageData('events', HOST_B)).status).toBe(200);

    await setFeatures(server.tenantB, { custom_pages: false });
    expect((await pageData('about-us', HOST_B)).body.data.title).toBe('About Globex');
    expect((await pageData('events', HOST_B)).status).toBe(404);

    await setFeatures(server.tenantB, { page_builder: false, custom_pages: true });
    expect((await pageData('about-us', HOST_B)).body.data.title).toBe('About Globex Jobs');
    expect((await pageData('events', HOST_B)).status).toBe(404);
    await setFeatures(server.tenantB, {});
  });
});

describe('head and sitemap', () => {
  it("writes the page's title, description and canonical into the head, and lists published pages", async () => {
    const { db } = server.database;
    const resolved = await resolveHost(db, HOST_A);
    if (resolved.kind !== 'found') throw new Error('tenant A not found');
    const ctx = { db, tenant: resolved.tenant };
    const req = { protocol: 'http' as const, headers: { host: HOST_A } };
    const head = await renderPageHead(ctx, '/p/working-here', req);
    expect(head).toContain('<title>Working here | Acme Careers</title>');
    expect(head).toContain('<meta name="description" content="Life at Acme.">');
    expect(head).toContain(`<link rel="canonical" href="http://${HOST_A}/p/working-here">`);
    expect(await renderPageHead(ctx, '/privacy-policy', req)).toContain('<title>Privacy policy | Acme Careers</title>');
    const missing = await renderPageHead(ctx, '/p/no-such-page', req);
    expect(missing).toContain('<meta name="robots" content="noindex,follow">');
    const meta = await server.call<Envelope<{ title: string }>>('GET', '/client/api/v1/seo/page/terms-of-use', {
      host: HOST_A,
    });
    expect(meta.body.data.title).toBe('Terms of use | Acme Careers');

    const sitemap = await server.call<string>('GET', '/sitemaps/pages.xml', { host: HOST_A });
    expect(sitemap.status).toBe(200);
    for (const path of ['/about-us', '/privacy-policy', '/terms-of-use', '/p/working-here', '/p/perks'])
      expect(sitemap.body, path).toContain(`<loc>http://${HOST_A}${path}</loc>`);
    expect(sitemap.body).not.toContain('/p/home');
    expect((await server.call<string>('GET', '/sitemaps/pages.xml', { host: HOST_B })).body).not.toContain('acme-only');
  });
});
