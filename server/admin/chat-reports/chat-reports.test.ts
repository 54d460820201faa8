// The console's chat reports over real HTTP: only the board's admins get in; the queue lists open
// reports oldest first, each with the reported message in its context (a room's report with the
// room's last messages when reported) and nothing more of the chat; decisions are checked field by
// field, taken once, audited, and counted on the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, makeWorld, type World } from '../../applications/test/support.ts';
import { HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type List<T> = { items: T[]; pagination: S['Pagination'] };

let server: TestServer;
let w: World;
let admin: TestUser;
let call: ReturnType<typeof caller>;
let roomId: string;
/** The room's messages, oldest first: m[0] … m[9]. */
const m: string[] = [];
let messageReport: string;
let roomReport: string;

const asAdmin = <T>(path: string, body: unknown) => call<T>('POST', path, admin, body);
const list = (body: Record<string, unknown> = {}) => asAdmin<List<S['AdminChatReport']>>('admin/chat-reports', body);
const decide = (id: string, body: unknown) => asAdmin<S['AdminChatReport']>(`admin/chat-reports/${id}/decision`, body);
const fieldsOf = (body: { data: unknown }) =>
  ((body.data as S['FailureDetails'] | null)?.fields ?? []).map((f) => f.field);

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, {
    clientId: server.tenantA,
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Nair',
  });
  const room = await call<S['ChatRoom']>('POST', 'chat/create', w.owner, { participantId: w.candidate.id });
  roomId = room.body.data._id;
  // Ten messages a minute apart, the two sides taking turns (the owner writes the even ones).
  const start = Date.now() - 60 * 60_000;
  for (let i = 0; i < 10; i++) {
    const owner = i % 2 === 0;
    const row = await db
      .insertInto('chat_messages')
      .values({
        client_id: server.tenantA,
        room_id: roomId,
        sender_id: owner ? w.owner.id : w.candidate.id,
        sender_side: owner ? 'employer' : 'candidate',
        body: `Message ${i}`,
        attachments:
          i === 4
            ? JSON.stringify([{ uri: '/files/x.pdf', name: 'x.pdf', mimeType: 'application/pdf', size: 1 }])
            : '[]',
        created_at: new Date(start + i * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    m.push(row.id);
  }
  const r1 = await call<S['ChatReportReceipt']>('POST', `chat/report/${roomId}`, w.candidate, {
    messageId: m[4],
    reason: 'harassment',
    details: 'Rude about my accent.',
  });
  expect(r1.status, JSON.stringify(r1.body)).toBe(200);
  messageReport = r1.body.data._id;
  const r2 = await call<S['ChatReportReceipt']>('POST', `chat/report/${roomId}`, w.owner, { reason: 'spam' });
  expect(r2.status, JSON.stringify(r2.body)).toBe(200);
  roomReport = r2.body.data._id;
  // Written after the room's report: not part of its context.
  await db
    .insertInto('chat_messages')
    .values({
      client_id: server.tenantA,
      room_id: roomId,
      sender_id: w.candidate.id,
      sender_side: 'candidate',
      body: 'Written after the reports',
      attachments: '[]',
      created_at: new Date(Date.now() + 60_000),
    })
    .execute();
});

afterAll(async () => server?.close());

describe('the console’s chat reports', () => {
  it('refuses everyone but the board’s admins', async () => {
    for (const user of [w.owner, w.member, w.candidate]) {
      expect((await call('POST', 'admin/chat-reports', user, {})).status).toBe(403);
      expect(
        (await call('POST', `admin/chat-reports/${messageReport}/decision`, user, { decision: 'dismiss' })).status,
      ).toBe(403);
    }
    expect((await call('POST', 'admin/chat-reports', null, {})).status).toBe(401);
    expect(
      (await call('POST', `admin/chat-reports/${messageReport}/decision`, null, { decision: 'dismiss' })).status,
    ).toBe(401);
  });

  it('lists open reports oldest first, each with the reported message in its context', async () => {
    const r = await list();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [byMessage, byRoom] = r.body.data.items;
    expect(r.body.data.items.map((i) => i._id)).toEqual([messageReport, roomReport]);

    expect(byMessage).toMatchObject({
      state: 'open',
      reason: 'harassment',
      details: 'Rude about my accent.',
      messageId: m[4],
      room: { _id: roomId, companyName: 'Northwind Analytics', closedAt: null },
      reporter: { _id: w.candidate.id, name: 'Arjun Mehta', role: 'candidate', companyName: null, status: 'active' },
      reported: { _id: w.owner.id, name: 'Priya Raman', role: 'employer', companyName: 'Northwind Analytics' },
      decision: null,
    });
    // Three before, the message, three after; the reported one marked, its files counted.
    expect(byMessage?.context.map((c) => c.body)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `Message ${i}`));
    expect(byMessage?.context.filter((c) => c.reported).map((c) => c._id)).toEqual([m[4]]);
    expect(byMessage?.context.find((c) => c.reported)).toMatchObject({
      senderName: 'Priya Raman',
      side: 'employer',
      attachments: 1,
      removed: false,
    });

    // The room's report: its last six messages when it was reported, about the candidate.
    expect(byRoom?.messageId).toBeNull();
    expect(byRoom?.reported?._id).toBe(w.candidate.id);
    expect(byRoom?.context.map((c) => c.body)).toEqual([4, 5, 6, 7, 8, 9].map((i) => `Message ${i}`));
    expect(JSON.stringify(r.body)).not.toContain('Written after the reports');
    expect(JSON.stringify(r.body)).not.toContain('Message 0');

    const found = await list({ search: 'arjun' });
    expect(found.body.data.items.map((i) => i._id)).toEqual([messageReport, roomReport]);
    expect((await list({ search: 'nobody-like-this' })).body.data.items).toEqual([]);
    expect((await list({ state: 'dismissed' })).body.data.items).toEqual([]);
  });

  it('checks a decision field by field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ decision: 'action', actions: ['close_room'] }, 'body.note'],
      [{ decision: 'action', actions: ['close_room'], note: '   ' }, 'body.note'],
      [{ decision: 'action', note: 'Why not' }, 'body.actions'],
      [{ decision: 'dismiss', actions: ['close_room'] }, 'body.actions'],
    ];
    for (const [body, field] of cases) {
      const r = await decide(messageReport, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(r.body)).toEqual([field]);
    }
    const roomOnly = await decide(roomReport, { decision: 'action', actions: ['remove_message'], note: 'Spam' });
    expect(roomOnly.status).toBe(400);
    expect(fieldsOf(roomOnly.body)).toEqual(['body.actions']);
    const unknownAction = await decide(roomReport, { decision: 'action', actions: ['ban'], note: 'x' });
    expect(unknownAction.status).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'dismiss' })).status).toBe(404);
    // Nothing was decided by the refusals.
    expect((await list()).body.data.pagination.total).toBe(2);
  });

  it('dismisses a report once, audits it, and frees the reporter to report again', async () => {
    const before = await call<S['AdminDashboard']>('GET', 'admin/dashboard', admin);
    expect(before.body.data.waiting.chatReports).toBe(2);

    const r = await decide(roomReport, { decision: 'dismiss' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Report dismissed');
    expect(r.body.data).toMatchObject({
      state: 'dismissed',
      decision: { actions: [], note: null, by: { _id: admin.id, name: 'Ada Nair' } },
    });
    const again = await decide(roomReport, { decision: 'action', actions: ['close_room'], note: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_EXIST');

    expect((await list()).body.data.items.map((i) => i._id)).toEqual([messageReport]);
    expect((await list({ state: 'dismissed' })).body.data.items.map((i) => i._id)).toEqual([roomReport]);
    const after = await call<S['AdminDashboard']>('GET', 'admin/dashboard', admin);
    expect(after.body.data.waiting.chatReports).toBe(1);
    // The room itself is untouched, and its reporter may report it again.
    const room = await call<S['ChatRoom']>('POST', `chat/get-chat-room/${roomId}`, w.owner);
    expect(room.body.data.closedAt).toBeNull();
    expect((await call('POST', `chat/report/${roomId}`, w.owner, { reason: 'spam' })).status).toBe(200);

    const log = await asAdmin<List<S['AdminAuditEntry']>>('admin/audit-log', { action: 'chat_report.' });
    expect(log.body.data.items.map((e) => e.action)).toEqual([
      'chat_report.create',
      'chat_report.dismiss',
      'chat_report.create',
      'chat_report.create',
    ]);
    const dismissed = log.body.data.items[1];
    expect(dismissed?.actor?._id).toBe(admin.id);
    expect(dismissed?.detail).toMatchObject({ reportId: roomReport, roomId, actions: [] });
  });

  it('shows another board’s admin nothing of this board’s reports', async () => {
    const other = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
    const r = await call<List<S['AdminChatReport']>>('POST', 'admin/chat-reports', other, {});
    expect(r.status).toBe(200);
    expect(r.body.data.items).toEqual([]);
    const d = await call('POST', `admin/chat-reports/${messageReport}/decision`, other, { decision: 'dismiss' });
    expect(d.status).toBe(404);
    // And this board's token is no key to the other board.
    const crossed = await server.call('POST', '/client/api/v1/admin/chat-reports', {
      host: HOST_B,
      token: admin.token,
      body: {},
    });
    expect(crossed.status).toBe(401);
  });
});
