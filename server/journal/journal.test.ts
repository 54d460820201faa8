// The journal over real HTTP: only the board's admin writes it (401 for guests, 403 for employers
// and candidates); a draft is invisible to guests and candidates until it is published and again
// once unpublished; slugs are made from titles, unique on the board and editable; a save names its
// version; hostile HTML loses its script, handlers and javascript: links; the list pages newest
// first; bad input answers 400 naming the field; every console write is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';

type Envelope<T = unknown> = { code: string; message: string; data: T };
type Fields = { fields?: Array<{ field: string }> } | null;
type Article = {
  _id: string;
  slug: string;
  title: string;
  status: 'draft' | 'published';
  excerpt: string;
  authorName: string;
  bodyHtml: string;
  coverImage: string | null;
  readingMinutes: number;
  publishedAt: string | null;
  version: number;
};
type Summary = { slug: string; title: string; excerpt: string; readingMinutes: number; publishedAt: string };
type List<T> = { items: T[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

let server: TestServer;
let admin: TestUser;
let employer: TestUser;
let candidate: TestUser;
let adminB: TestUser;

const consoleCall = <T>(method: string, path: string, body?: unknown, token: string | null = admin.token) =>
  server.call<Envelope<T>>(method, `/client/api/v1/admin/journal/articles${path}`, { host: HOST_A, token, body });
const publicCall = <T>(path: string, token: string | null = null, host = HOST_A) =>
  server.call<Envelope<T>>('GET', `/client/api/v1/journal/articles${path}`, { host, token });

async function write(body: Record<string, unknown>): Promise<Article> {
  const r = await consoleCall<Article>('POST', '', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

const publish = (id: string) => consoleCall<Article>('POST', `/${id}/publish`);

const update = (a: Article, changes: Record<string, unknown>) =>
  consoleCall<Article>('PUT', `/${a._id}`, {
    version: a.version,
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt,
    coverImage: a.coverImage,
    authorName: a.authorName,
    bodyHtml: a.bodyHtml,
    ...changes,
  });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { secret } = server.deps;
  admin = await makeUser(db, secret, { clientId: server.tenantA, role: 'admin', firstName: 'Kavya', lastName: 'Iyer' });
  employer = await makeUser(db, secret, { clientId: server.tenantA, role: 'employer' });
  candidate = await makeUser(db, secret, { clientId: server.tenantA, role: 'candidate' });
  adminB = await makeUser(db, secret, { clientId: server.tenantB, role: 'admin' });
});

afterAll(async () => server?.close());

describe('the journal console', () => {
  it('is for the board’s admin only', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/list', { page: 1 }],
      ['POST', '', { title: 'Night shifts explained' }],
      ['GET', '/00000000-0000-4000-8000-000000000000'],
      ['POST', '/00000000-0000-4000-8000-000000000000/publish'],
      ['DELETE', '/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, path, body] of calls) {
      expect((await consoleCall(method, path, body, null)).status, `${method} ${path} as a guest`).toBe(401);
      expect((await consoleCall(method, path, body, employer.token)).status, `${method} ${path}`).toBe(403);
      expect((await consoleCall(method, path, body, candidate.token)).status, `${method} ${path}`).toBe(403);
    }
    const list = await consoleCall<List<Article>>('POST', '/list', { page: 1 });
    expect(list.status).toBe(200);
  });

  it('keeps a draft from guests and candidates until it is published, and after it is unpublished', async () => {
    const draft = await write({
      title: 'What a night shift in our Pune warehouse looks like',
      excerpt: 'From the 10 pm briefing to the last truck out.',
      bodyHtml: '<p>The night shift starts with a briefing on the dock.</p>',
    });
    expect(draft).toMatchObject({
      slug: 'what-a-night-shift-in-our-pune-warehouse-looks-like',
      status: 'draft',
      authorName: 'Kavya Iyer',
      publishedAt: null,
      version: 1,
      readingMinutes: 1,
    });
    const seen = async (token: string | null) => {
      const one = await publicCall<Article>(`/${draft.slug}`, token);
      const list = await publicCall<List<Summary>>('?limit=50', token);
      return { status: one.status, listed: list.body.data.items.some((a) => a.slug === draft.slug) };
    };
    expect(await seen(null)).toEqual({ status: 404, listed: false });
    expect(await seen(candidate.token)).toEqual({ status: 404, listed: false });

    const published = await publish(draft._id);
    expect(published.body.data).toMatchObject({ status: 'published', version: 2 });
    const firstPublished = published.body.data.publishedAt;
    expect(firstPublished).not.toBeNull();
    expect(await seen(null)).toEqual({ status: 200, listed: true });
    expect(await seen(candidate.token)).toEqual({ status: 200, listed: true });
    // Publishing again changes nothing.
    expect((await publish(draft._id)).body.data.version).toBe(2);
    // Another board's guests see nothing of it.
    expect((await publicCall(`/${draft.slug}`, null, HOST_B)).status).toBe(404);

    const unpublished = await consoleCall<Article>('POST', `/${draft._id}/unpublish`);
    expect(unpublished.body.data).toMatchObject({ status: 'draft', publishedAt: firstPublished });
    expect(await seen(null)).toEqual({ status: 404, listed: false });
    expect((await publish(draft._id)).body.data.publishedAt).toBe(firstPublished);
  });

  it('makes slugs from titles, keeps them unique on the board, and lets the admin change them', async () => {
    const first = await write({ title: 'Café culture at our Mumbai office' });
    const second = await write({ title: 'Café culture at our Mumbai office' });
    expect(first.slug).toBe('cafe-culture-at-our-mumbai-office');
    expect(second.slug).toBe('cafe-culture-at-our-mumbai-office-2');
    // Another board may use the same slug.
    const other = await server.call<Envelope<Article>>('POST', '/client/api/v1/admin/journal/articles', {
      host: HOST_B,
      token: adminB.token,
      body: { title: 'Café culture at our Mumbai office' },
    });
    expect(other.body.data.slug).toBe('cafe-culture-at-our-mumbai-office');

    const taken = await consoleCall<Fields>('POST', '', { title: 'Another', slug: first.slug });
    expect(taken.status).toBe(409);
    expect(taken.body.data?.fields?.map((f) => f.field)).toEqual(['body.slug']);
    const clash = await update(second, { slug: first.slug });
    expect(clash.status).toBe(409);
    expect((clash.body.data as Fields)?.fields?.map((f) => f.field)).toEqual(['body.slug']);

    const renamed = await update(second, { slug: 'mumbai-office-cafe', title: '  The Mumbai   office café ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      slug: 'mumbai-office-cafe',
      title: 'The Mumbai office café',
      version: 2,
    });
    // A save naming an older version is refused and writes nothing.
    const stale = await update(second, { title: 'Lost update' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('ALREADY_EXIST');
    expect((await consoleCall<Article>('GET', `/${second._id}`)).body.data.title).toBe('The Mumbai office café');
  });

  it('strips scripts, event handlers and javascript: links on save and when serving', async () => {
    const hostile =
      '<p>Perks</p><script>window.__pwned = 1</script>' +
      '<img src="/files/office.png" alt="Our office" onerror="window.__pwned = 2">' +
      '<a href="javascript:alert(1)">Click</a><iframe src="https://evil.example"></iframe>' +
      '<p style="position:fixed" onclick="steal()">Styled</p>';
    const article = await write({ title: 'Hostile markup', bodyHtml: hostile });
    for (const html of [article.bodyHtml]) {
      expect(html).toContain('<p>Perks</p>');
      expect(html).toContain('alt="Our office"');
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=|__pwned/);
    }
    await publish(article._id);
    const served = await publicCall<Article>(`/${article.slug}`);
    expect(served.body.data.bodyHtml).toBe(article.bodyHtml);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ title: 'Cover', coverImage: 'javascript:alert(1)' }, 'body.coverImage'],
      [{ title: 'Cover', coverImage: 'http://plain.example/cover.jpg' }, 'body.coverImage'],
      [{ title: 'Slug', slug: 'Not A Slug' }, 'body.slug'],
      [{ title: '   ' }, 'body.title'],
      [{ title: 'Extra', published: true }, 'body.published'],
      [{ title: 'Long', excerpt: 'x'.repeat(301) }, 'body.excerpt'],
    ];
    for (const [body, field] of bad) {
      const r = await consoleCall<Fields>('POST', '', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body.data), JSON.stringify(body)).toContain(field);
    }
    expect((await publicCall('/Not_A_Slug')).status).toBe(400);
    expect((await consoleCall('GET', '/not-a-uuid')).status).toBe(400);
    const good = await write({ title: 'A cover', coverImage: '/files/journal/cover.jpg' });
    expect(good.coverImage).toBe('/files/journal/cover.jpg');
  });

  it('deletes an article for good and frees its slug; every change is in the audit log', async () => {
    const article = await write({ title: 'Short-lived news' });
    const removed = await consoleCall('DELETE', `/${article._id}`);
    expect(removed.status).toBe(200);
    expect((await consoleCall('DELETE', `/${article._id}`)).status).toBe(404);
    expect((await consoleCall('GET', `/${article._id}`)).status).toBe(404);
    expect((await write({ title: 'Short-lived news' })).slug).toBe('short-lived-news');

    const log = await server.call<Envelope<List<{ action: string; detail: { slug?: string } }>>>(
      'POST',
      '/client/api/v1/admin/audit-log',
      { host: HOST_A, token: admin.token, body: { action: 'article.', page: 1, limit: 50 } },
    );
    const actions = new Set(log.body.data.items.map((e) => e.action));
    expect([...actions].sort()).toEqual([
      'article.created',
      'article.deleted',
      'article.published',
      'article.unpublished',
      'article.updated',
    ]);
    expect(log.body.data.items.find((e) => e.action === 'article.deleted')?.detail.slug).toBe('short-lived-news');
  });
});

describe('the journal for visitors', () => {
  it('pages published articles newest first', async () => {
    const { db } = server.database;
    const before = (await publicCall<List<Summary>>('?limit=50')).body.data.pagination.total;
    for (let i = 1; i <= 12; i++) {
      const a = await write({ title: `Hiring update number ${i}`, bodyHtml: `<p>${'word '.repeat(450)}</p>` });
      await publish(a._id);
      // Distinct first-published days, the 12th the newest.
      await db
        .updateTable('journal_articles')
        .set({ published_at: new Date(Date.UTC(2030, 0, i)) })
        .where('id', '=', a._id)
        .execute();
    }
    const first = await publicCall<List<Summary>>('?page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 10, total: before + 12, totalPages: 2 });
    expect(first.body.data.items.slice(0, 3).map((a) => a.title)).toEqual([
      'Hiring update number 12',
      'Hiring update number 11',
      'Hiring update number 10',
    ]);
    expect(first.body.data.items[0]).toMatchObject({ readingMinutes: 3 });
    expect(first.body.data.items[0]?.excerpt).toMatch(/^word word/);
    const second = await publicCall<List<Summary>>('?page=2&limit=10');
    expect(second.body.data.items).toHaveLength(before + 2);
    expect(second.body.data.items.map((a) => a.title)).toContain('Hiring update number 1');
    expect((await publicCall('?limit=7')).status).toBe(400);
    expect((await publicCall('?page=0')).status).toBe(400);
  });

  it('lists drafts only in the console, narrowed by status and words', async () => {
    const drafts = await consoleCall<List<Article>>('POST', '/list', { status: 'draft', limit: 50 });
    expect(drafts.body.data.items.length).toBeGreaterThan(0);
    expect(drafts.body.data.items.every((a) => a.status === 'draft')).toBe(true);
    const found = await consoleCall<List<Article>>('POST', '/list', { search: 'office café', limit: 50 });
    expect(found.body.data.items.map((a) => a.slug)).toEqual(['mumbai-office-cafe']);
  });
});
