// What acting on a chat report does, over real HTTP and real sockets: a removed message reads as
// removed for both sides (the list and the live event), while the console keeps its text; a closed
// room takes no new message, over the socket or chat/create; a suspension is the accounts
// section's own, so the reported person's token stops at once and the audit log says why.
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, makeWorld, type World } from '../../applications/test/support.ts';
import { ask, connectAs, connected, next } from '../../chat/test/support.ts';
import { REMOVED_TEXT } from '../../chat/views.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type List<T> = { items: T[]; pagination: S['Pagination'] };

let server: TestServer;
let w: World;
let admin: TestUser;
let call: ReturnType<typeof caller>;
const open: Socket[] = [];

async function online(user: TestUser): Promise<Socket> {
  const socket = connectAs(server, user);
  open.push(socket);
  await connected(socket);
  return socket;
}

/** A room between the employer and the candidate with the employer's message, reported by the candidate. */
async function reported(employer: TestUser, candidate: TestUser, body: string) {
  const room = await call<S['ChatRoom']>('POST', 'chat/create', employer, {
    participantId: candidate.id,
    message: { body },
  });
  expect(room.status, JSON.stringify(room.body)).toBe(200);
  const message = room.body.data.lastMessage as S['ChatMessage'];
  const report = await call<S['ChatReportReceipt']>('POST', `chat/report/${room.body.data._id}`, candidate, {
    messageId: message._id,
    reason: 'scam',
  });
  expect(report.status, JSON.stringify(report.body)).toBe(200);
  return { roomId: room.body.data._id, messageId: message._id, reportId: report.body.data._id };
}

const decide = (id: string, body: unknown) =>
  call<S['AdminChatReport']>('POST', `admin/chat-reports/${id}/decision`, admin, body);
const messagesOf = (user: TestUser, roomId: string) =>
  call<List<S['ChatMessage']>>('POST', `chat/get-chat-room-messages/${roomId}`, user, {});

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => server?.close());

describe('acting on a chat report', () => {
  it('removes the message for both sides, live, and keeps its text for the console', async () => {
    const { roomId, messageId, reportId } = await reported(w.owner, w.candidate, 'Send 5,000 rupees to book a slot.');
    const [candidate, member] = [await online(w.candidate), await online(w.member)];
    const heard = [candidate, member].map((s) => next<S['ChatMessage']>(s, 'messageRemoved'));

    const r = await decide(reportId, {
      decision: 'action',
      actions: ['remove_message'],
      note: 'Asking for money breaks the rules.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Report actioned');
    expect(r.body.data).toMatchObject({
      state: 'actioned',
      decision: { actions: ['remove_message'], note: 'Asking for money breaks the rules.' },
    });
    const shown = r.body.data.context.find((c) => c.reported);
    expect(shown).toMatchObject({ body: 'Send 5,000 rupees to book a slot.', removed: true });

    for (const event of await Promise.all(heard))
      expect(event).toMatchObject({ _id: messageId, roomId, body: REMOVED_TEXT, attachments: [], removed: true });
    for (const user of [w.candidate, w.owner]) {
      const list = await messagesOf(user, roomId);
      expect(list.body.data.items.find((x) => x._id === messageId)).toMatchObject({
        body: REMOVED_TEXT,
        removed: true,
      });
      expect(JSON.stringify(list.body)).not.toContain('5,000 rupees');
      const room = await call<S['ChatRoom']>('POST', `chat/get-chat-room/${roomId}`, user);
      expect(room.body.data.lastMessage?.body).toBe(REMOVED_TEXT);
    }
    // The candidate's "new message" notification previews the removal, not the text.
    const notes = await server.database.db
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', w.candidate.id)
      .where('kind', '=', 'chat_message')
      .execute();
    expect(JSON.stringify(notes)).not.toContain('5,000 rupees');
    // A removed message is not reported again.
    const again = await call('POST', `chat/report/${roomId}`, w.candidate, { messageId, reason: 'spam' });
    expect(again.status).toBe(400);
  });

  it('closes the room to new messages, live, and says why', async () => {
    const { roomId, reportId } = await reported(w.member, w.other, 'Are you free tonight?');
    const [candidate, owner] = [await online(w.other), await online(w.owner)];
    const heard = [candidate, owner].map((s) => next<{ roomId: string; closedAt: string }>(s, 'roomClosed'));

    const r = await decide(reportId, { decision: 'action', actions: ['close_room'], note: 'Harassing a candidate.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.room.closedAt).not.toBeNull();
    for (const event of await Promise.all(heard))
      expect(event).toEqual({ roomId, closedAt: r.body.data.room.closedAt });

    const room = await call<S['ChatRoom']>('POST', `chat/get-chat-room/${roomId}`, w.other);
    expect(room.body.data.closedAt).toBe(r.body.data.room.closedAt);
    const refused = await ask(owner, 'sendMessage', { roomId, body: 'Still there?', clientMessageId: 'closed-1' });
    expect(refused).toMatchObject({ code: 'ERROR', message: expect.stringContaining('closed this conversation') });
    const refusedToo = await ask(candidate, 'sendMessage', { roomId, body: 'Bye', clientMessageId: 'closed-2' });
    expect(refusedToo.code).toBe('ERROR');
    const viaCreate = await call('POST', 'chat/create', w.member, {
      participantId: w.other.id,
      message: { body: 'Hello again' },
    });
    expect(viaCreate.status).toBe(403);
    expect(viaCreate.body.message).toContain('closed this conversation');
    // The history can still be read.
    expect((await messagesOf(w.other, roomId)).status).toBe(200);
  });

  it('suspends the reported account through the accounts section: its token stops at once', async () => {
    const { db } = server.database;
    const writer = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      employerKind: 2,
      companyId: w.companyId,
      firstName: 'Vik',
    });
    const target = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
    const { reportId } = await reported(writer, target, 'You will regret ignoring me.');
    expect((await call('POST', 'chat/get-chat-room-list', writer, {})).status).toBe(200);

    const r = await decide(reportId, {
      decision: 'action',
      actions: ['suspend_account', 'close_room'],
      note: 'Threatening a candidate.',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.reported).toMatchObject({ _id: writer.id, status: 'disabled' });
    expect((await call('POST', 'chat/get-chat-room-list', writer, {})).status).toBe(401);
    const accounts = await call<List<S['AdminAccount']>>('POST', 'admin/accounts', admin, { status: 'disabled' });
    expect(accounts.body.data.items.map((a) => a._id)).toContain(writer.id);

    const log = await call<List<S['AdminAuditEntry']>>('POST', 'admin/audit-log', admin, { limit: 50 });
    // Newest first: the decision, the suspension it took, and the report that started it.
    const entries = log.body.data.items.filter((e) => e.actingFor?._id === writer.id);
    expect(entries.map((e) => e.action)).toEqual(['chat_report.action', 'account.suspend', 'chat_report.create']);
    expect(entries[1]?.detail).toMatchObject({ reason: 'Threatening a candidate.' });
    expect(entries[0]?.detail).toMatchObject({ reportId, actions: ['suspend_account', 'close_room'] });
  });
});
