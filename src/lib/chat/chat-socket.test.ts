import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { createChatSocket, type ChatSocket } from './chat-socket';
import { FakeSocket } from './fake-socket';

const ROOM = 'room-1';
const CHAT_PAGE = '/employer/chat/room-1';

function message(over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'm-1',
    roomId: ROOM,
    senderId: 'me',
    body: 'Hello',
    attachments: [],
    createdAt: '2026-04-03T09:12:44.000Z',
    readAt: null,
    clientMessageId: null,
    ...over,
  };
}

function setup(over: Parameters<typeof createChatSocket>[0] = {}) {
  const sockets: FakeSocket[] = [];
  const connect = vi.fn(async () => {
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  });
  let n = 0;
  const chat: ChatSocket = createChatSocket({ connect, newId: () => `c-${++n}`, fixtureMode: false, ...over });
  made.push(chat);
  /** Opens on a chat page and lets the lazy client "load". */
  const open = async (pathname = CHAT_PAGE, token = 'token-1') => {
    chat.sync({ pathname, token, allowed: true });
    await Promise.resolve();
    await Promise.resolve();
    return sockets.at(-1);
  };
  return { chat, connect, sockets, open };
}

const made: ChatSocket[] = [];
afterEach(() => {
  for (const chat of made.splice(0)) chat.reset();
  configureHttp({ onUnauthenticated: () => undefined });
});

describe('chat socket: where it is open', () => {
  it('opens on chat-related pages with the token in the handshake query, and closes elsewhere', async () => {
    const { chat, connect, open } = setup();
    const s = await open('/employer/responses');
    expect(connect).toHaveBeenCalledWith({
      path: '/socket.io',
      query: { token: 'token-1' },
      transports: ['websocket'],
    });
    expect(chat.status.get()).toBe('connecting');
    s?.fire('connect');
    expect(chat.status.get()).toBe('connected');

    chat.sync({ pathname: '/employer/home', token: 'token-1', allowed: true });
    expect(s?.disconnected).toBe(true);
    expect(chat.status.get()).toBe('off');
  });

  it.each(['/job-detail/warehouse-lead', '/jobsseekers/chat/abc', '/employer/smart-search', '/employer/all-applicant'])(
    'counts %s as a chat page',
    async (pathname) => {
      const { connect, open } = setup();
      await open(pathname);
      expect(connect).toHaveBeenCalledTimes(1);
    },
  );

  it('stays closed for guests, without the plan, in fixture mode and on other pages', async () => {
    const { chat, connect } = setup();
    chat.sync({ pathname: CHAT_PAGE, token: null, allowed: true });
    chat.sync({ pathname: CHAT_PAGE, token: 't', allowed: false });
    chat.sync({ pathname: '/browse-jobs', token: 't', allowed: true });
    chat.sync({ pathname: '/', token: 't', allowed: true });
    const fixtures = setup({ fixtureMode: true });
    fixtures.chat.sync({ pathname: CHAT_PAGE, token: 't', allowed: true });
    await Promise.resolve();
    expect(connect).not.toHaveBeenCalled();
    expect(fixtures.connect).not.toHaveBeenCalled();
  });

  it('throws away a socket that finished loading after the user left the page', async () => {
    const { chat, sockets } = setup();
    chat.sync({ pathname: CHAT_PAGE, token: 't', allowed: true });
    chat.sync({ pathname: '/employer/home', token: 't', allowed: true });
    await Promise.resolve();
    await Promise.resolve();
    expect(sockets[0]?.disconnected).toBe(true);
    expect(chat.status.get()).toBe('off');
  });

  it('asks for the unread count on every connect and keeps the latest', async () => {
    const { chat, open } = setup();
    const s = await open();
    s?.fire('connect');
    expect(s?.sent('requestMsgCount')).toHaveLength(1);
    s?.fire('unreadMsgCount', { total: 3, rooms: [{ roomId: ROOM, count: 3 }] });
    s?.fire('unreadMsgCount', { total: 1, rooms: [{ roomId: ROOM, count: 1 }] });
    expect(chat.unread.get()?.total).toBe(1);
    s?.fire('disconnect', 'transport close');
    expect(chat.status.get()).toBe('offline');
    s?.reconnect();
    expect(s?.sent('requestMsgCount')).toHaveLength(2);
  });

  it('reconnects with the current token after it was refreshed', async () => {
    const { chat, open } = setup();
    const s = await open(CHAT_PAGE, 'old');
    s?.fire('connect');
    chat.sync({ pathname: CHAT_PAGE, token: 'new', allowed: true });
    s?.fire('disconnect', 'transport close');
    s?.reconnect();
    expect(s?.io.opts.query).toEqual({ token: 'new' });
  });
});

describe('chat socket: sending', () => {
  it('keeps a message pending while offline and sends it once connected', async () => {
    const { chat, open } = setup();
    const s = await open();
    const pending = chat.sendMessage(ROOM, 'Hello');
    expect(chat.outbox.get()).toEqual([expect.objectContaining({ clientMessageId: 'c-1', status: 'sending' })]);
    expect(s?.sent('sendMessage')).toHaveLength(0);

    s?.fire('connect');
    const [sent] = s?.sent('sendMessage') ?? [];
    expect(sent?.payload).toEqual({
      roomId: ROOM,
      body: 'Hello',
      attachments: [],
      clientMessageId: pending.clientMessageId,
    });
    sent?.ack?.({ code: 'SUCCESS', message: 'Sent', data: message({ clientMessageId: 'c-1' }) });
    expect(chat.outbox.get()).toEqual([]);
  });

  it('sends unacknowledged messages again, under the same id, after a reconnect', async () => {
    const { chat, open } = setup();
    const s = await open();
    s?.fire('connect');
    chat.sendMessage(ROOM, 'Are you there?');
    expect(s?.sent('sendMessage')).toHaveLength(1);
    s?.fire('disconnect', 'transport close');
    s?.reconnect();
    const sends = s?.sent('sendMessage') ?? [];
    expect(sends).toHaveLength(2);
    expect(sends[1]?.payload).toEqual(sends[0]?.payload);
    sends[1]?.ack?.({ code: 'SUCCESS', message: 'Sent', data: message({ clientMessageId: 'c-1' }) });
    expect(chat.outbox.get()).toEqual([]);
  });

  it('delivers a message once when both the acknowledgement and newMessage bring it', async () => {
    const { chat, open } = setup();
    const s = await open();
    s?.fire('connect');
    const received = vi.fn();
    chat.on('newMessage', received);
    chat.sendMessage(ROOM, 'Hello');
    const stored = message({ _id: 'm-9', clientMessageId: 'c-1' });
    s?.fire('newMessage', stored);
    s?.sent('sendMessage')[0]?.ack?.({ code: 'SUCCESS', message: 'Sent', data: stored });
    s?.fire('newMessage', stored);
    expect(received).toHaveBeenCalledTimes(1);
    expect(received).toHaveBeenCalledWith(stored);
    expect(chat.outbox.get()).toEqual([]);
  });

  it('marks a refused message failed with the reason, and retries it under the same id', async () => {
    const { chat, open } = setup();
    const s = await open();
    s?.fire('connect');
    chat.sendMessage(ROOM, 'Hello');
    s?.sent('sendMessage')[0]?.ack?.({ code: 'LIMIT_OVER', message: 'Slow down', data: { retryAfterSeconds: 20 } });
    expect(chat.outbox.get()[0]).toMatchObject({ status: 'failed', error: 'Slow down' });
    chat.retry('c-1');
    expect(chat.outbox.get()[0]).toMatchObject({ status: 'sending', error: null });
    expect(s?.sent('sendMessage')[1]?.payload).toMatchObject({ clientMessageId: 'c-1' });
    chat.discard('c-1');
    expect(chat.outbox.get()).toEqual([]);
  });

  it('forwards read receipts and typing, and sends typing at most every two seconds', async () => {
    let now = 0;
    const { chat, open } = setup({ now: () => now });
    const s = await open();
    s?.fire('connect');
    const read = vi.fn();
    const typing = vi.fn();
    chat.on('messagesRead', read);
    chat.on('typing', typing);
    s?.fire('messagesRead', { roomId: ROOM, side: 'candidate', readAt: 'x' });
    s?.fire('typing', { roomId: ROOM, userId: 'u', name: 'Priya' });
    expect(read).toHaveBeenCalledWith({ roomId: ROOM, side: 'candidate', readAt: 'x' });
    expect(typing).toHaveBeenCalledWith({ roomId: ROOM, userId: 'u', name: 'Priya' });
    chat.typing(ROOM);
    now = 1000;
    chat.typing(ROOM);
    now = 2500;
    chat.typing(ROOM);
    expect(s?.sent('typing')).toHaveLength(2);
  });

  it('marks a room read and answers block requests', async () => {
    const { chat, open } = setup();
    const s = await open();
    await expect(chat.blockCompany(ROOM)).rejects.toThrow(/offline/);
    s?.fire('connect');
    const read = chat.markRead(ROOM);
    s?.sent('markRead')[0]?.ack?.({ code: 'SUCCESS', message: 'Read', data: { readAt: '2026-04-03T10:00:00.000Z' } });
    await expect(read).resolves.toBe('2026-04-03T10:00:00.000Z');
    const block = chat.blockCompany(ROOM);
    s?.sent('blockCompany')[0]?.ack?.({ code: 'ERROR', message: 'Only candidates block companies', data: null });
    await expect(block).rejects.toThrow('Only candidates block companies');
  });

  it('forwards the moderators’ removals and closings', async () => {
    const { chat, open } = setup();
    const s = await open();
    s?.fire('connect');
    const removed = vi.fn();
    const closed = vi.fn();
    chat.on('messageRemoved', removed);
    chat.on('roomClosed', closed);
    const gone = message({ _id: 'm-7', body: "Removed by the board's moderators", removed: true });
    s?.fire('messageRemoved', gone);
    s?.fire('roomClosed', { roomId: ROOM, closedAt: '2026-04-03T11:00:00.000Z' });
    expect(removed).toHaveBeenCalledWith(gone);
    expect(closed).toHaveBeenCalledWith({ roomId: ROOM, closedAt: '2026-04-03T11:00:00.000Z' });
  });
});

describe('chat socket: refused handshakes', () => {
  it('runs the HTTP seam’s logout routine on UNAUTHENTICATED and does not try again', async () => {
    const onUnauthenticated = vi.fn();
    configureHttp({ onUnauthenticated });
    const { chat, connect, open } = setup();
    const s = await open();
    chat.sendMessage(ROOM, 'Hello');
    s?.fire('connect_error', new Error('UNAUTHENTICATED'));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated.mock.calls[0]?.[0]).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(s?.disconnected).toBe(true);
    expect(chat.outbox.get()).toEqual([]);
    // The page re-renders before the logout routine has cleared the session: no second try.
    chat.sync({ pathname: CHAT_PAGE, token: 'token-1', allowed: true });
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('stops trying on FORBIDDEN (no chat on the plan)', async () => {
    const { chat, connect, open } = setup();
    const s = await open();
    s?.fire('connect_error', new Error('FORBIDDEN'));
    expect(chat.status.get()).toBe('forbidden');
    chat.sync({ pathname: '/employer/responses', token: 'token-1', allowed: true });
    expect(connect).toHaveBeenCalledTimes(1);
    expect(chat.status.get()).toBe('forbidden');
  });

  it('forgets the outbox and the count when the user signs out', async () => {
    const { chat, open } = setup();
    const s = await open();
    s?.fire('connect');
    s?.fire('unreadMsgCount', { total: 2, rooms: [] });
    chat.sendMessage(ROOM, 'Hello');
    chat.sync({ pathname: CHAT_PAGE, token: null, allowed: true });
    expect(chat.outbox.get()).toEqual([]);
    expect(chat.unread.get()).toBeNull();
    expect(chat.status.get()).toBe('off');
  });
});
