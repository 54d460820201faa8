// The console's contact inbox over real HTTP: messages sent through the form are listed to the
// board's admins only, newest first, by state (new, handled, spam) and by a search of name,
// e-mail, subject and message; marking one handled moves it, is audited, and spam cannot be
// marked; another board's admin neither lists nor marks them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller } from '../../applications/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type List = { items: S['AdminContactMessage'][]; pagination: S['Pagination'] };

let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: TestUser;
let adminB: TestUser;
let candidate: TestUser;
let seq = 0;
const run = `${Date.now().toString(36)}`;

const list = (body: Record<string, unknown> = {}, who: TestUser = admin) =>
  call<List>('POST', 'admin/contact-messages', who, body);
const mark = (id: string, handled: boolean, who: TestUser = admin) =>
  call<S['AdminContactMessage']>('PUT', `admin/contact-messages/${id}`, who, { handled });

/** Sends through the public form, from its own address; returns the stored message's id. */
async function send(subject: string, message: string, extra: Record<string, unknown> = {}): Promise<string> {
  const n = ++seq;
  const res = await server.call('POST', '/client/api/v1/contact-us/save', {
    host: HOST_A,
    headers: { 'x-forwarded-for': `10.77.${n}.${n}` },
    body: { name: 'Kavya Menon', email: `kavya.${run}.${n}@example.in`, subject, message, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await server.database.db
    .selectFrom('contact_messages')
    .select('id')
    .where('client_id', '=', server.tenantA)
    .where('subject', '=', subject)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

let first: string;
let second: string;
let spam: string;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  candidate = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  first = await send(`Bulk posting ${run}`, 'We hire twenty forklift operators a month; can we post in bulk?', {
    countryCode: '+91',
    mobNo: '9845012345',
    companyName: 'Menon Freight',
  });
  second = await send(`Invoice question ${run}`, 'Where do I find the invoice of last month’s job pack?');
  spam = await send(
    `Cheap links ${run}`,
    'Visit https://a.example https://b.example https://c.example for the best offers',
  );
});

afterAll(async () => {
  await server.close();
});

describe('listAdminContactMessages', () => {
  it('lists the new messages newest first with everything the sender gave, spam apart', async () => {
    const res = await list({ search: run });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = res.body.data.items.map((m) => m._id);
    expect(ids).toEqual([second, first]);
    const m = res.body.data.items[1];
    expect(m).toMatchObject({
      state: 'new',
      name: 'Kavya Menon',
      phone: '+91 9845012345',
      companyName: 'Menon Freight',
      subject: `Bulk posting ${run}`,
      message: 'We hire twenty forklift operators a month; can we post in bulk?',
      spamReason: null,
      handledAt: null,
    });
    expect(m?.email).toMatch(/^kavya\..+@example\.in$/);
    expect(res.body.data.pagination).toMatchObject({ page: 1, total: 2 });

    const kept = await list({ state: 'spam', search: run });
    expect(kept.body.data.items.map((x) => [x._id, x.state, x.spamReason])).toEqual([[spam, 'spam', 'links']]);
  });

  it('searches the subject, the message and the e-mail, and pages', async () => {
    expect((await list({ search: 'forklift operators' })).body.data.items.map((m) => m._id)).toContain(first);
    const byText = await list({ search: `invoice question ${run}` });
    expect(byText.body.data.items.map((m) => m._id)).toEqual([second]);
    const byEmail = await list({ search: `kavya.${run}.1@` });
    expect(byEmail.body.data.items.map((m) => m._id)).toEqual([first]);
    // LIKE's wildcards are searched as characters.
    expect((await list({ search: `${run}%` })).body.data.items).toEqual([]);
    const paged = await list({ search: run, limit: 10, page: 2 });
    expect(paged.body.data.items).toEqual([]);
    expect(paged.body.data.pagination).toMatchObject({ page: 2, limit: 10, total: 2, totalPages: 1 });
  });

  it('is for the board’s admins only, and another board’s admin sees none of them', async () => {
    expect((await list({}, candidate)).status).toBe(403);
    expect((await call('POST', 'admin/contact-messages', null, {})).status).toBe(401);
    const other = await list({ search: run }, adminB);
    expect(other.status).toBe(200);
    expect(other.body.data.items).toEqual([]);
  });

  it('refuses an unknown state or field with 400', async () => {
    expect((await list({ state: 'archived' })).status).toBe(400);
    expect((await list({ folder: 'inbox' })).status).toBe(400);
  });
});

describe('updateAdminContactMessage', () => {
  it('marks a message handled, moves it to the handled list, audits it, and back to new', async () => {
    const done = await mark(first, true);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.state).toBe('handled');
    expect(done.body.data.handledAt).not.toBeNull();
    expect((await list({ search: run })).body.data.items.map((m) => m._id)).toEqual([second]);
    expect((await list({ state: 'handled', search: run })).body.data.items.map((m) => m._id)).toEqual([first]);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'contact_message.handled')
      .execute();
    expect(audit).toContainEqual({ action: 'contact_message.handled', actor_id: admin.id });

    const back = await mark(first, false);
    expect(back.body.data).toMatchObject({ state: 'new', handledAt: null });
    expect((await list({ search: run })).body.data.items.map((m) => m._id)).toEqual([second, first]);
  });

  it('refuses spam with 409, an unknown or other board’s message with 404, others than admins with 403', async () => {
    expect((await mark(spam, true)).status).toBe(409);
    expect((await mark('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
    expect((await mark(second, true, adminB)).status).toBe(404);
    expect((await mark(second, true, candidate)).status).toBe(403);
    expect((await list({ search: run })).body.data.items.map((m) => m.state)).toEqual(['new', 'new']);
  });
});
