// The journal in the pages the server answers and in the sitemaps: an article's page carries its
// title, excerpt, canonical URL and schema.org Article data (escaped); a draft, an unknown slug or a
// board without the journal answers 404; published articles are in the XML sitemap and in the
// sitemap operation the HTML sitemap reads, drafts never.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenNamed, parseXml, textOf } from '../seo/test/xml.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { insertArticle } from './articles-repo.ts';

let server: TestServer;

const page = (path: string, host = HOST_A) =>
  server.call<string>('GET', path, { host, headers: { accept: 'text/html,application/xhtml+xml' } });

function jsonLd(html: string): Record<string, unknown>[] {
  const found = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return found.map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

const article = (slug: string, title: string, published: boolean) => ({
  slug,
  title,
  excerpt: 'Six changes that keep recruiters reading.',
  cover_image: '/files/journal/cv.jpg',
  author_name: 'Priya Nair',
  body_html: '<p>Lead with what you did.</p>',
  reading_minutes: 1,
  created_by: null,
  ...(published ? { status: 'published' as const, published_at: new Date('2026-11-18T09:30:00Z') } : {}),
});

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'journal-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Jobs</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ distDir: dist });
  const { db } = server.database;
  await insertArticle(
    db,
    server.tenantA,
    article('write-a-cv', 'How to write a CV </script><b>recruiters</b> read', true),
  );
  await insertArticle(db, server.tenantA, article('unfinished-draft', 'An unfinished draft', false));
  // Board B's plan leaves the journal out.
  await db
    .updateTable('clients')
    .set({ settings: JSON.stringify({ features: { journal: false } }) })
    .where('id', '=', server.tenantB)
    .execute();
  await insertArticle(db, server.tenantB, article('write-a-cv', 'Globex article', true));
});

afterAll(async () => server?.close());

describe('an article’s page', () => {
  it('carries the article’s title, description, canonical URL and Article data, escaped', async () => {
    const res = await page('/journal/write-a-cv');
    expect(res.status).toBe(200);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>How to write a CV &lt;/script&gt;&lt;b&gt;recruiters&lt;/b&gt; read | Acme Careers</title>',
    );
    expect(html).toContain('<meta name="description" content="Six changes that keep recruiters reading.">');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/acme\.test(:\d+)?\/journal\/write-a-cv">/);
    expect(html).toContain('<meta property="og:type" content="article">');
    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'How to write a CV </script><b>recruiters</b> read',
      datePublished: '2026-11-18T09:30:00.000Z',
      author: { '@type': 'Person', name: 'Priya Nair' },
      publisher: { '@type': 'Organization', name: 'Acme Careers' },
    });
    expect(String((data?.image as string[] | undefined)?.[0])).toMatch(/\/files\/journal\/cv\.jpg$/);
    expect(html).not.toContain('</script><b>');
  });

  it('answers 404 for a draft, an unknown slug and a board without the journal', async () => {
    expect((await page('/journal/unfinished-draft')).status).toBe(404);
    expect((await page('/journal/no-such-article')).status).toBe(404);
    expect((await page('/journal/Not_A_Slug')).status).toBe(404);
    expect((await page('/journal/write-a-cv', HOST_B)).status).toBe(404);
    expect((await page('/journal')).status).toBe(200);
  });
});

describe('the journal in the sitemaps', () => {
  it('lists the journal and its published articles, never drafts', async () => {
    const index = await server.call<string>('GET', '/sitemap.xml', { host: HOST_A });
    const files = childrenNamed(parseXml(index.body), 'sitemap').map((s) => textOf(s, 'loc') ?? '');
    const pagesFile = files.find((l) => l.endsWith('/sitemaps/pages.xml'));
    expect(pagesFile).toBeDefined();
    const xml = (await server.call<string>('GET', new URL(pagesFile ?? '').pathname, { host: HOST_A })).body;
    const locs = childrenNamed(parseXml(xml), 'url').map((u) => new URL(textOf(u, 'loc') ?? '').pathname);
    expect(locs).toContain('/journal');
    expect(locs).toContain('/journal/write-a-cv');
    expect(locs).not.toContain('/journal/unfinished-draft');

    type Urls = { data: { items: { loc: string; title: string }[]; pagination: { total: number } } };
    const listed = await server.call<Urls>('POST', '/client/api/v1/company/guest/sitemap', {
      host: HOST_A,
      body: { kind: 'article', page: 1, limit: 10 },
    });
    expect(listed.body.data.items.map((i) => [new URL(i.loc).pathname, i.title])).toEqual([
      ['/journal', 'Journal'],
      ['/journal/write-a-cv', 'How to write a CV </script><b>recruiters</b> read'],
    ]);
    const count = await server.call<{ data: { kinds: { kind: string; count: number }[] } }>(
      'GET',
      '/client/api/v1/company/guest/sitemap-count',
      { host: HOST_A },
    );
    expect(count.body.data.kinds.find((k) => k.kind === 'article')?.count).toBe(2);
    const second = await server.call<Urls>('POST', '/client/api/v1/company/guest/sitemap', {
      host: HOST_A,
      body: { kind: 'article', page: 2, limit: 1 },
    });
    expect(second.body.data.items.map((i) => i.title)).toEqual(['How to write a CV </script><b>recruiters</b> read']);
    // A board without the journal lists none of it.
    const other = await server.call<Urls>('POST', '/client/api/v1/company/guest/sitemap', {
      host: HOST_B,
      body: { kind: 'article', page: 1, limit: 10 },
    });
    expect(other.body.data.items).toEqual([]);
  });
});
