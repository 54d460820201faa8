// The admin console's page editor over real HTTP: only the board's admin may use it; a named page
// starts as a draft guests never see, its preview shows the draft as a guest will, publishing puts
// it live and undoing goes back to the version published before (a standard page to its default);
// a bad block answers 400 naming it, hostile HTML is saved without its script and handlers, the
// standard pages cannot be deleted, and every change is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

type Envelope<T = unknown> = { code: string; message: string; data: T };
type Block = { type: string; settings: Record<string, unknown>; isVisible: boolean };
type State = {
  slug: string;
  title: string;
  isStandard: boolean;
  isPublished: boolean;
  hasDraft: boolean;
  canUndo: boolean;
};
type EditorPage = State & { description: string; blocks: Block[] };
type GuestPage = {
  title: string;
  blocks: Array<{ type: string; settings: Record<string, unknown> }>;
  seo: { robots: string };
};

let server: TestServer;
let admin: TestUser;
let employer: TestUser;

const api = (path: string) => `/client/api/v1/admin/pages${path}`;
const call = <T>(method: string, path: string, body?: unknown, token: string | null = admin.token) =>
  server.call<Envelope<T>>(method, api(path), { host: HOST_A, token, body });
const guestPage = (slug: string) =>
  server.call<Envelope<GuestPage>>('POST', '/client/api/v1/pagecreator/page-data', { host: HOST_A, body: { slug } });

const text = (body: string, isVisible = true): Block => ({
  type: 'text',
  settings: { body, align: 'left' },
  isVisible,
});

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  employer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer' });
});

afterAll(async () => server?.close());

describe('the page editor', () => {
  it('is for the board’s admin only', async () => {
    expect((await call('GET', '', undefined, null)).status).toBe(401);
    expect((await call('GET', '', undefined, employer.token)).status).toBe(403);
    const list = await call<State[]>('GET', '');
    expect(list.status).toBe(200);
    expect(list.body.data.map((p) => p.slug)).toEqual(['home', 'about-us', 'privacy-policy', 'terms-of-use']);
    expect(list.body.data.every((p) => p.isStandard && !p.isPublished && !p.canUndo)).toBe(true);
  });

  it('keeps a draft from guests until it is published, previews it, and undoes publishes one by one', async () => {
    const created = await call<EditorPage>('POST', '', { slug: 'warehouse-careers', title: 'Warehouse careers' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ isStandard: false, isPublished: false, hasDraft: true, blocks: [] });
    expect((await call('POST', '', { slug: 'warehouse-careers', title: 'Again' })).status).toBe(409);
    expect((await call('POST', '', { slug: 'about-us', title: 'About' })).status).toBe(409);

    const first = { title: 'Warehouse careers', description: 'Shifts and pay.', blocks: [text('First version')] };
    expect((await call('PUT', '/warehouse-careers', first)).status).toBe(200);
    expect((await guestPage('warehouse-careers')).status).toBe(404);
    expect((await call('POST', '/warehouse-careers/undo-publish')).status).toBe(409);

    const published = await call<State>('POST', '/warehouse-careers/publish');
    expect(published.body.data).toMatchObject({ isPublished: true, hasDraft: false, canUndo: true });
    expect((await call('POST', '/warehouse-careers/publish')).status).toBe(409);

    const second = { ...first, blocks: [text('Second version'), text('Hidden note', false)] };
    const saved = await call<EditorPage>('PUT', '/warehouse-careers', second);
    expect(saved.body.data.blocks).toEqual(second.blocks);
    expect(saved.body.data).toMatchObject({ isPublished: true, hasDraft: true });
    // Guests still see the first version; the preview shows the draft's visible blocks, not indexed.
    expect((await guestPage('warehouse-careers')).body.data.blocks[0]?.settings.body).toBe('First version');
    const preview = await call<GuestPage>('GET', '/warehouse-careers/preview');
    expect(preview.body.data.blocks.map((b) => b.settings.body)).toEqual(['Second version']);
    expect(preview.body.data.seo.robots).toBe('noindex,nofollow');

    await call('POST', '/warehouse-careers/publish');
    expect((await guestPage('warehouse-careers')).body.data.blocks[0]?.settings.body).toBe('Second version');

    const undone = await call<State>('POST', '/warehouse-careers/undo-publish');
    expect(undone.body.data).toMatchObject({ isPublished: true, hasDraft: true, canUndo: true });
    expect((await guestPage('warehouse-careers')).body.data.blocks[0]?.settings.body).toBe('First version');
    // The undone version is the draft again, so the work is not lost.
    const reopened = await call<EditorPage>('GET', '/warehouse-careers');
    expect(reopened.body.data.blocks.map((b) => b.settings.body)).toEqual(['Second version', 'Hidden note']);

    await call('POST', '/warehouse-careers/undo-publish');
    expect((await guestPage('warehouse-careers')).status).toBe(404);
    const list = await call<State[]>('GET', '');
    expect(list.body.data.find((p) => p.slug === 'warehouse-careers')).toMatchObject({
      isPublished: false,
      hasDraft: true,
      canUndo: false,
    });
  });

  it('refuses a bad block naming it and saves hostile HTML without its script and handlers', async () => {
    const bad = await call<{ fields: Array<{ field: string }> }>('PUT', '/about-us', {
      title: 'About us',
      blocks: [text('Fine'), { type: 'browse_companies', settings: { count: 99, showSearch: true }, isVisible: true }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((f) => f.field)).toContain('body.blocks[1].settings.count');

    const html =
      '<p>Perks</p><script>window.__pwned = 1</script><img src="/x.png" alt="Office" onerror="window.__pwned = 2">';
    const saved = await call<EditorPage>('PUT', '/about-us', {
      title: 'About us',
      blocks: [{ type: 'html', settings: { html }, isVisible: true }],
    });
    expect(saved.status).toBe(200);
    const stored = String(saved.body.data.blocks[0]?.settings.html);
    expect(stored).toContain('<p>Perks</p>');
    expect(stored).not.toMatch(/script|onerror|__pwned/);
  });

  it('edits a standard page from its default, undoes back to it, and never deletes it', async () => {
    const opened = await call<EditorPage>('GET', '/privacy-policy');
    expect(opened.body.data).toMatchObject({ isStandard: true, isPublished: false, hasDraft: false });
    const defaultTitle = opened.body.data.title;
    expect(opened.body.data.blocks.length).toBeGreaterThan(0);
    expect((await call('POST', '/privacy-policy/publish')).status).toBe(409);

    await call('PUT', '/privacy-policy', { title: 'Our privacy promise', blocks: opened.body.data.blocks });
    await call('POST', '/privacy-policy/publish');
    expect((await guestPage('privacy-policy')).body.data.title).toBe('Our privacy promise');
    await call('POST', '/privacy-policy/undo-publish');
    expect((await guestPage('privacy-policy')).body.data.title).toBe(defaultTitle);

    const refused = await call<{ fields: Array<{ field: string }> }>('DELETE', '/privacy-policy');
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields[0]?.field).toBe('params.slug');
    expect((await call('GET', '/no-such-page')).status).toBe(404);
    expect((await call('PUT', '/no-such-page', { title: 'X', blocks: [] })).status).toBe(404);
  });

  it('deletes a named page, freeing its slug, and audits every change', async () => {
    await call('POST', '', { slug: 'summer-jobs', title: 'Summer jobs' });
    await call('PUT', '/summer-jobs', { title: 'Summer jobs', blocks: [text('Apply by June')] });
    await call('POST', '/summer-jobs/publish');
    expect((await call('DELETE', '/summer-jobs')).status).toBe(200);
    expect((await guestPage('summer-jobs')).status).toBe(404);
    expect((await call('DELETE', '/summer-jobs')).status).toBe(404);
    expect((await call('POST', '', { slug: 'summer-jobs', title: 'Summer jobs 2027' })).status).toBe(200);

    const actions = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('client_id', '=', server.tenantA)
      .where('actor_id', '=', admin.id)
      .execute();
    const seen = new Set(actions.map((a) => a.action));
    for (const action of ['page.created', 'page.draft-saved', 'page.published', 'page.publish-undone', 'page.deleted'])
      expect(seen, action).toContain(action);
  });

  it('creates named pages only on a plan with custom pages', async () => {
    await server.database.db
      .updateTable('clients')
      .set({ settings: JSON.stringify({ features: { page_builder: true, custom_pages: false } }) })
      .where('id', '=', server.tenantA)
      .execute();
    const refused = await call('POST', '', { slug: 'winter-jobs', title: 'Winter jobs' });
    expect(refused.status).toBe(403);
  });
});
