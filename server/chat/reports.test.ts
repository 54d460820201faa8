// Reporting a chat over real HTTP (chat/report): a participant reports a message of the other side
// or the whole room, once while the report is open; people outside the room, on either tenant,
// find nothing; bad input is refused naming the field; the report names whom it is about, is
// audited and reaches the board's admins.
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, makeWorld, type World } from '../applications/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { ask, connectAs, connected } from './test/support.ts';

type S = components['schemas'];

let server: TestServer;
let w: World;
let admin: TestUser;
let call: ReturnType<typeof caller>;
let room: S['ChatRoom'];
let employerMessage: S['ChatMessage'];
let candidateMessage: S['ChatMessage'];
const open: Socket[] = [];

const report = (user: TestUser | null, roomId: string, body: unknown) =>
  call<S['ChatReportReceipt']>('POST', `chat/report/${roomId}`, user, body);
const roomOf = (user: TestUser, roomId: string) => call<S['ChatRoom']>('POST', `chat/get-chat-room/${roomId}`, user);
const fieldsOf = (body: { data: unknown }) =>
  ((body.data as S['FailureDetails'] | null)?.fields ?? []).map((f) => f.field);

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  admin = await makeUser(server.database.db, server.deps.secret, {
    clientId: server.tenantA,
    role: 'admin',
    firstName: 'Ada',
  });
  const created = await call<S['ChatRoom']>('POST', 'chat/create', w.owner, {
    participantId: w.candidate.id,
    message: { body: 'Please pay the training fee before the interview.' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  room = created.body.data;
  employerMessage = room.lastMessage as S['ChatMessage'];
  const socket = connectAs(server, w.candidate);
  open.push(socket);
  await connected(socket);
  const sent = await ask<S['ChatMessage']>(socket, 'sendMessage', {
    roomId: room._id,
    body: 'Why would I pay?',
    clientMessageId: 'why-pay',
  });
  expect(sent.code).toBe('SUCCESS');
  candidateMessage = sent.data;
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => server?.close());

describe('reporting a chat', () => {
  it('takes one open report per reporter of a message of the other side, and of the room', async () => {
    const first = await report(w.candidate, room._id, {
      messageId: employerMessage._id,
      reason: 'scam',
      details: '  Asked me for money.  ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      roomId: room._id,
      messageId: employerMessage._id,
      reason: 'scam',
      details: 'Asked me for money.',
      state: 'open',
    });

    const again = await report(w.candidate, room._id, { messageId: employerMessage._id, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_EXIST');

    // The reporter's room says what waits; the other side's does not.
    expect((await roomOf(w.candidate, room._id)).body.data.reportedByMe).toEqual({
      room: false,
      messageIds: [employerMessage._id],
    });
    expect((await roomOf(w.owner, room._id)).body.data.reportedByMe).toEqual({ room: false, messageIds: [] });

    // The whole room, by the company's team member: a report of its own, about the candidate.
    const byMember = await report(w.member, room._id, { reason: 'harassment' });
    expect(byMember.status, JSON.stringify(byMember.body)).toBe(200);
    expect(byMember.body.data.messageId).toBeNull();
    expect((await report(w.member, room._id, { reason: 'spam' })).status).toBe(409);
    // Another reporter of the same room is another report.
    expect((await report(w.owner, room._id, { messageId: candidateMessage._id, reason: 'inappropriate' })).status).toBe(
      200,
    );
    expect((await roomOf(w.member, room._id)).body.data.reportedByMe).toEqual({ room: true, messageIds: [] });

    const { db } = server.database;
    const stored = await db
      .selectFrom('chat_reports')
      .select(['reporter_id', 'reported_id', 'message_id', 'state'])
      .where('room_id', '=', room._id)
      .orderBy('created_at')
      .execute();
    expect(stored).toEqual([
      { reporter_id: w.candidate.id, reported_id: w.owner.id, message_id: employerMessage._id, state: 'open' },
      { reporter_id: w.member.id, reported_id: w.candidate.id, message_id: null, state: 'open' },
      { reporter_id: w.owner.id, reported_id: w.candidate.id, message_id: candidateMessage._id, state: 'open' },
    ]);
    const audited = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'acting_for_id'])
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'chat_report.create')
      .orderBy('at')
      .execute();
    expect(audited).toEqual([
      { actor_id: w.candidate.id, acting_for_id: w.owner.id },
      { actor_id: w.member.id, acting_for_id: w.candidate.id },
      { actor_id: w.owner.id, acting_for_id: w.candidate.id },
    ]);
    const told = await db
      .selectFrom('notifications')
      .select(['title', 'link'])
      .where('user_id', '=', admin.id)
      .execute();
    expect(told).toHaveLength(3);
    expect(told[0]).toEqual({ title: 'A conversation was reported', link: '/admin/chat-reports' });
  });

  it('a candidate reporting the room reports the employer who wrote last', async () => {
    const r = await report(w.candidate, room._id, { reason: 'other', details: 'They keep writing at night.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await server.database.db
      .selectFrom('chat_reports')
      .select('reported_id')
      .where('id', '=', r.body.data._id)
      .executeTakeFirstOrThrow();
    expect(row.reported_id).toBe(w.owner.id);
  });

  it('finds nothing for people outside the room, on this tenant or another', async () => {
    for (const outsider of [w.rival, w.other, w.employerB, w.candidateB]) {
      const r = await report(outsider, room._id, { messageId: employerMessage._id, reason: 'spam' });
      expect(r.status, `${outsider.email}`).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain(employerMessage.body);
    }
    // A message of another room, named in the caller's own room.
    const elsewhere = await call<S['ChatRoom']>('POST', 'chat/create', w.owner, {
      participantId: w.other.id,
      message: { body: 'Another conversation' },
    });
    const foreign = elsewhere.body.data.lastMessage?._id;
    expect((await report(w.candidate, room._id, { messageId: foreign, reason: 'spam' })).status).toBe(404);
    expect((await report(w.candidate, '00000000-0000-4000-8000-000000000000', { reason: 'spam' })).status).toBe(404);
  });

  it('refuses bad input naming the field, and callers who may not chat', async () => {
    const own = await report(w.candidate, room._id, { messageId: candidateMessage._id, reason: 'spam' });
    expect(own.status).toBe(400);
    expect(fieldsOf(own.body)).toEqual(['body.messageId']);
    const other = await report(w.member, room._id, { messageId: candidateMessage._id, reason: 'other' });
    expect(other.status).toBe(400);
    expect(fieldsOf(other.body)).toEqual(['body.details']);
    const unknown = await report(w.member, room._id, { reason: 'rude' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)[0]).toMatch(/^body\.reason/);
    const long = await report(w.member, room._id, { reason: 'spam', details: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)[0]).toMatch(/^body\.details/);
    const extra = await report(w.member, room._id, { reason: 'spam', roomId: room._id });
    expect(extra.status).toBe(400);

    expect((await report(null, room._id, { reason: 'spam' })).status).toBe(401);
    expect((await report(admin, room._id, { reason: 'spam' })).status).toBe(403);
    const noChat = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      employerKind: 2,
      companyId: w.companyId,
      permissions: ['post_jobs'],
    });
    expect((await report(noChat, room._id, { reason: 'spam' })).status).toBe(403);
  });
});
