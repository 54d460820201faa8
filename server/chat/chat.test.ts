// Chat over real HTTP and real WebSockets: rooms, live messages and unread counts, read receipts,
// idempotent sends across a dropped connection, who may see what, and the abuse limits.
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { MESSAGES_PER_MINUTE, ROOMS_PER_COMPANY_PER_DAY } from './limits.ts';
import { ask, connect, connectAs, connected, next } from './test/support.ts';

type S = components['schemas'];

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;
let job: { id: string; title: string };
const open: Socket[] = [];

async function online(user: TestUser): Promise<Socket> {
  const socket = connectAs(server, user);
  open.push(socket);
  await connected(socket);
  return socket;
}

async function applyAs(user: TestUser, jobId: string) {
  const resumeUri = await uploadPdf(server, { token: user.token });
  const r = await call<S['Application']>('POST', 'userjobs/create', user, {
    jobId,
    resumeUri,
    answers: { noticePeriodDays: 30 },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

const createRoom = (user: TestUser, body: Record<string, unknown>) =>
  call<S['ChatRoom']>('POST', 'chat/create', user, body);
const messagesOf = (user: TestUser, roomId: string, body: Record<string, unknown> = {}) =>
  call<{ items: S['ChatMessage'][]; pagination: S['Pagination'] }>(
    'POST',
    `chat/get-chat-room-messages/${roomId}`,
    user,
    body,
  );
const roomsOf = (user: TestUser, body: Record<string, unknown> = {}) =>
  call<{ items: S['ChatRoom'][]; pagination: S['Pagination']; unread: S['UnreadCount'] }>(
    'POST',
    'chat/get-chat-room-list',
    user,
    body,
  );

beforeAll(async () => {
  // A server of its own: it changes the server's settings.
  server = await startTestServer({ own: true });
  w = await makeWorld(server);
  call = caller(server);
  job = await liveJob(server, w, 'Platform Engineer');
  await applyAs(w.candidate, job.id);
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => server?.close());

describe('a conversation', () => {
  it('reaches the candidate live, counts unread, and reads back the same on both sides', async () => {
    const candidate = await online(w.candidate);
    const employer = await online(w.owner);
    const arrived = next<S['ChatMessage']>(candidate, 'newMessage');
    const counted = next<S['UnreadCount']>(candidate, 'unreadMsgCount', (u) => u.total === 1);

    const created = await createRoom(w.owner, {
      participantId: w.candidate.id,
      jobId: job.id,
      message: { body: 'Hi Arjun, are you free on Thursday?' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const room = created.body.data;
    expect(room.jobTitle).toBe('Platform Engineer');
    expect(room.participants.map((p) => p.role).sort()).toEqual(['candidate', 'employer']);
    expect((await arrived).body).toBe('Hi Arjun, are you free on Thursday?');
    expect((await counted).rooms).toEqual([{ roomId: room._id, count: 1 }]);

    // The same company, candidate and job share one room.
    const again = await createRoom(w.member, { participantId: w.candidate.id, jobId: job.id });
    expect(again.body.data._id).toBe(room._id);

    const listed = await roomsOf(w.candidate);
    expect(listed.body.data.unread.total).toBe(1);
    expect(listed.body.data.items[0]?.lastMessage?.body).toBe('Hi Arjun, are you free on Thursday?');

    // Reading tells the employer side, and the candidate's count drops to 0.
    const receipt = next<{ roomId: string; side: string }>(employer, 'messagesRead');
    const zero = next<S['UnreadCount']>(candidate, 'unreadMsgCount', (u) => u.total === 0);
    const history = await messagesOf(w.candidate, room._id);
    expect(history.body.data.items[0]?.readAt).not.toBeNull();
    expect(await receipt).toMatchObject({ roomId: room._id, side: 'candidate' });
    await zero;

    // The candidate answers over the socket; the employer sees it live.
    const reply = next<S['ChatMessage']>(employer, 'newMessage', (m) => m.senderId === w.candidate.id);
    const ack = await ask<S['ChatMessage']>(candidate, 'sendMessage', {
      roomId: room._id,
      body: 'Yes, Thursday at 11 works. See https://example.com/me',
      clientMessageId: 'c-1',
    });
    expect(ack.code).toBe('SUCCESS');
    expect((await reply)._id).toBe(ack.data._id);

    const employerView = await messagesOf(w.owner, room._id);
    const candidateView = await messagesOf(w.candidate, room._id);
    expect(employerView.body.data.items.map((m) => m._id)).toEqual(candidateView.body.data.items.map((m) => m._id));
    expect(employerView.body.data.items.map((m) => m.body)).toEqual([
      'Yes, Thursday at 11 works. See https://example.com/me',
      'Hi Arjun, are you free on Thursday?',
    ]);

    // Older history from a message id.
    const older = await messagesOf(w.owner, room._id, { before: ack.data._id });
    expect(older.body.data.items.map((m) => m.body)).toEqual(['Hi Arjun, are you free on Thursday?']);
  });

  it('stores every message exactly once when the connection drops while sending', async () => {
    const room = (await createRoom(w.owner, { participantId: w.candidate.id, jobId: job.id })).body.data;
    const socket = await online(w.candidate);
    const ids = Array.from({ length: 6 }, (_, i) => `drop-${i}`);
    // Half go out, then the transport dies under the rest: their acks may never come.
    const first = ids
      .slice(0, 3)
      .map((id) => ask(socket, 'sendMessage', { roomId: room._id, body: id, clientMessageId: id }));
    await Promise.all(first);
    for (const id of ids.slice(3)) socket.emit('sendMessage', { roomId: room._id, body: id, clientMessageId: id });
    socket.io.engine.close();
    // The client resends everything it has no ack for, and (to be sure) everything else too.
    const again = connectAs(server, w.candidate);
    open.push(again);
    await connected(again);
    const acks = await Promise.all(
      ids.map((id) => ask<S['ChatMessage']>(again, 'sendMessage', { roomId: room._id, body: id, clientMessageId: id })),
    );
    expect(acks.every((a) => a.code === 'SUCCESS')).toBe(true);
    const stored = await server.database.db
      .selectFrom('chat_messages')
      .select(['client_message_id', sql<string>`count(*)`.as('n')])
      .where('room_id', '=', room._id)
      .where('client_message_id', 'in', ids)
      .groupBy('client_message_id')
      .execute();
    expect(stored.map((r) => [r.client_message_id, Number(r.n)]).sort()).toEqual(ids.map((id) => [id, 1]));
  });
});

describe('people who are away', () => {
  it('get one notification per room that follows the newest message, and one e-mail per room an hour', async () => {
    const away = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
      firstName: 'Nadia',
    });
    const room = (await createRoom(w.owner, { participantId: away.id, message: { body: 'First note' } })).body.data;
    const employer = await online(w.owner);
    await ask(employer, 'sendMessage', { roomId: room._id, body: 'Second note', clientMessageId: 'away-2' });
    const { db } = server.database;
    const notes = await db
      .selectFrom('notifications')
      .select(['kind', 'title', 'body', 'link'])
      .where('user_id', '=', away.id)
      .execute();
    expect(notes).toEqual([
      {
        kind: 'chat_message',
        title: 'New message from Priya Raman',
        body: 'Second note',
        link: `/jobsseekers/chat/${room._id}`,
      },
    ]);
    const mails = await db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', away.email)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual(['New message from Priya Raman']);
    expect(mails[0]?.text).toContain('First note');
    // Connected, nobody is notified: they see it live.
    await online(away);
    await ask(employer, 'sendMessage', { roomId: room._id, body: 'Third note', clientMessageId: 'away-3' });
    const after = await db.selectFrom('notifications').select('body').where('user_id', '=', away.id).execute();
    expect(after.map((n) => n.body)).toEqual(['Second note']);
  });

  it('are notified and mailed in the language they last used the board in', async () => {
    const { db } = server.database;
    const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const offered = await call('PUT', 'admin/settings', admin, {
      languages: { available: ['en', 'es'], default: 'en' },
    });
    expect(offered.status).toBe(200);
    const away = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
      firstName: 'Lucía',
    });
    await db.updateTable('users').set({ locale: 'es' }).where('id', '=', away.id).execute();
    const room = (await createRoom(w.owner, { participantId: away.id, message: { body: '¿Puedes el jueves?' } })).body
      .data;
    const note = await db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', away.id)
      .executeTakeFirstOrThrow();
    expect(note.title).toBe('Nuevo mensaje de Priya Raman');
    const mail = await db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', away.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Nuevo mensaje de Priya Raman');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(`Responder: https://acme.test/jobsseekers/chat/${room._id}`);
  });
});

describe('who may chat', () => {
  it('lets a candidate open a room only about a job they applied to', async () => {
    const other = await liveJob(server, w, 'Data Engineer');
    expect((await createRoom(w.candidate, { participantId: w.owner.id, jobId: other.id })).status).toBe(403);
    expect((await createRoom(w.candidate, { participantId: w.owner.id })).status).toBe(403);
    const ok = await createRoom(w.candidate, { participantId: w.owner.id, jobId: job.id });
    expect(ok.status).toBe(200);
    // With the job alone, the room opens with its poster (here none recorded: the company's owner).
    const byJob = await createRoom(w.candidate, { jobId: job.id, message: { body: 'A question about the role' } });
    expect(byJob.status, JSON.stringify(byJob.body)).toBe(200);
    expect(byJob.body.data._id).toBe(ok.body.data._id);
    expect(byJob.body.data.participants.find((p) => p.role === 'employer')?._id).toBe(w.owner.id);
    expect((await createRoom(w.candidate, { jobId: other.id })).status).toBe(403);
    expect((await createRoom(w.candidate, {})).body.data).toMatchObject({ fields: [{ field: 'body.jobId' }] });
    expect((await createRoom(w.owner, { jobId: job.id })).status).toBe(400);
    // A candidate cannot be the "employer" of a room, nor an employer the candidate.
    expect((await createRoom(w.candidate, { participantId: w.other.id, jobId: job.id })).status).toBe(404);
    expect((await createRoom(w.owner, { participantId: w.member.id })).status).toBe(404);
  });

  it('shows a room to its candidate and its company only, on its tenant only', async () => {
    const room = (await createRoom(w.owner, { participantId: w.candidate.id, message: { body: 'Private' } })).body.data;
    expect((await call('POST', `chat/get-chat-room/${room._id}`, w.member)).status).toBe(200);
    for (const outsider of [w.other, w.rival, w.employerB, w.candidateB]) {
      expect((await call('POST', `chat/get-chat-room/${room._id}`, outsider)).status).toBe(404);
      expect((await messagesOf(outsider, room._id)).status).toBe(404);
      expect(JSON.stringify((await roomsOf(outsider)).body)).not.toContain(room._id);
    }
    const rival = await online(w.rival);
    const ack = await ask(rival, 'sendMessage', { roomId: room._id, body: 'hello', clientMessageId: 'x' });
    expect(ack.code).toBe('ERROR');
    expect(ack.message).toBe('This conversation does not exist');
  });

  it('ends a socket’s chat once its session is revoked', async () => {
    const room = (await createRoom(w.owner, { participantId: w.candidate.id, jobId: job.id })).body.data;
    const someone = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      companyId: w.companyId,
    });
    const socket = await online(someone);
    expect((await ask(socket, 'markRead', { roomId: room._id })).code).toBe('SUCCESS');
    await server.database.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', someone.id)
      .execute();
    const recheck = server.deps.chat.sessionRecheckMs;
    server.deps.chat.sessionRecheckMs = 0;
    try {
      const gone = new Promise((resolve) => socket.once('disconnect', resolve));
      expect((await ask(socket, 'markRead', { roomId: room._id })).code).toBe('UNAUTHENTICATED');
      await gone;
    } finally {
      server.deps.chat.sessionRecheckMs = recheck;
    }
  });

  it('refuses a socket without a valid token, and one from another tenant’s token', async () => {
    const bad = connectAs(server, { ...w.candidate, token: 'nope' });
    open.push(bad);
    await expect(connected(bad)).rejects.toThrow('UNAUTHENTICATED');
    const crossed = connect(server.port, { token: w.candidateB.token, host: 'acme.test' });
    open.push(crossed);
    await expect(connected(crossed)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('refuses a team member without the chat permission, and drops one whose permission is taken away', async () => {
    const { db } = server.database;
    const member = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      employerKind: 2,
      companyId: w.companyId,
      permissions: ['post_jobs'],
    });
    const refused = connectAs(server, member);
    open.push(refused);
    await expect(connected(refused)).rejects.toThrow('FORBIDDEN');

    await db
      .updateTable('users')
      .set({ permissions: ['chat'] })
      .where('id', '=', member.id)
      .execute();
    const socket = connectAs(server, member);
    open.push(socket);
    await connected(socket);
    const recheck = server.deps.chat.sessionRecheckMs;
    server.deps.chat.sessionRecheckMs = 0;
    try {
      await db
        .updateTable('users')
        .set({ permissions: ['post_jobs'] })
        .where('id', '=', member.id)
        .execute();
      const gone = new Promise((resolve) => socket.once('disconnect', resolve));
      const answer = await ask(socket, 'markRead', { roomId: '00000000-0000-4000-8000-000000000000' });
      expect(answer.message).toMatch(/team role does not allow you to chat/);
      await gone;
    } finally {
      server.deps.chat.sessionRecheckMs = recheck;
    }
  });
});

describe('hostile socket payloads', () => {
  it('answers every malformed event with a refusal naming the problem, and stays up', async () => {
    // A candidate of its own: blockCompany of the real room blocks the company for them.
    const loner = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
    });
    const room = (await createRoom(w.owner, { participantId: loner.id })).body.data;
    const socket = await online(loner);
    const payloads: unknown[] = [
      null,
      'text',
      42,
      [],
      {},
      { roomId: 'not-a-uuid' },
      { roomId: room._id, body: 42 },
      { roomId: room._id, body: 'x'.repeat(5001), clientMessageId: 'long' },
      { roomId: room._id, body: 'nul\u0000byte', clientMessageId: 'nul' },
      { roomId: room._id, body: '   ', clientMessageId: 'blank' },
      { roomId: room._id, body: 'ok', clientMessageId: 'bad id with spaces' },
      { roomId: room._id, body: 'ok', attachments: 'nope' },
      { roomId: room._id, body: 'ok', attachments: [{ uri: '/files/not-mine.pdf' }], clientMessageId: 'att' },
    ];
    for (const event of ['sendMessage', 'markRead', 'blockCompany'])
      for (const payload of payloads) {
        const answer = await ask(socket, event, payload);
        if (answer.code === 'SUCCESS') continue; // markRead and blockCompany of the real room
        expect(answer.code, `${event} ${JSON.stringify(payload)}`).toBe('ERROR');
        expect(answer.message.length).toBeGreaterThan(0);
      }
    const nothing = await server.database.db
      .selectFrom('chat_messages')
      .select('id')
      .where('room_id', '=', room._id)
      .where('client_message_id', 'in', ['long', 'nul', 'blank', 'bad id with spaces', 'att'])
      .execute();
    expect(nothing).toEqual([]);
    expect((await server.call('GET', '/health', { host: 'acme.test' })).status).toBe(200);
  });
});

describe('abuse limits', () => {
  it('limits messages per user per minute', async () => {
    const room = (await createRoom(w.owner, { participantId: w.other.id })).body.data;
    const socket = await online(w.owner);
    const answers: string[] = [];
    for (let i = 0; i <= MESSAGES_PER_MINUTE; i++)
      answers.push(
        (await ask(socket, 'sendMessage', { roomId: room._id, body: `n${i}`, clientMessageId: `rate-${i}` })).code,
      );
    // Some of the minute may have been spent by the tests above; the window is shared.
    expect(answers.at(-1)).toBe('LIMIT_OVER');
    expect(answers.filter((a) => a === 'SUCCESS').length).toBeLessThanOrEqual(MESSAGES_PER_MINUTE);
  });

  it('refuses a company’s conversation once the candidate blocked it', async () => {
    const room = (await createRoom(w.member, { participantId: w.other.id, jobId: job.id })).body.data;
    const candidate = await online(w.other);
    expect((await ask(candidate, 'blockCompany', { roomId: room._id })).code).toBe('SUCCESS');
    const member = await online(w.member);
    const refused = await ask(member, 'sendMessage', { roomId: room._id, body: 'still there?', clientMessageId: 'b1' });
    expect(refused).toMatchObject({
      code: 'ERROR',
      message: 'This candidate does not accept messages from your company',
    });
    expect((await createRoom(w.member, { participantId: w.other.id })).status).toBe(403);
  });

  it('limits new rooms per company per day', async () => {
    const db = server.database.db;
    const today = await db
      .selectFrom('chat_rooms')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', w.companyId)
      .executeTakeFirstOrThrow();
    // Fill the rest of the day's allowance with rooms for new candidates (one room per pair).
    for (let i = Number(today.n); i < ROOMS_PER_COMPANY_PER_DAY; i++) {
      const c = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
      await db
        .insertInto('chat_rooms')
        .values({ client_id: server.tenantA, company_id: w.companyId, candidate_id: c.id, created_by: w.owner.id })
        .execute();
    }
    const fresh = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
    const refused = await createRoom(w.owner, { participantId: fresh.id });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('LIMIT_OVER');
    // A room that exists still opens: the limit is on new ones.
    expect((await createRoom(w.owner, { participantId: w.candidate.id, jobId: job.id })).status).toBe(200);
  });
});
