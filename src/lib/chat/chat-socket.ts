// The tab's one chat connection (docs/chat.md). It is open only while a signed-in candidate or
// employer on a plan with chat is on a chat-related page, never in fixture mode; socket.io-client
// loads on first use, so no page pays for it before then. It keeps the unread count the server
// pushes, hands stored messages to the screens once each (the sender's acknowledgement and the
// server's newMessage both carry them), and keeps written messages in an outbox until the server
// has acknowledged them.
import { t } from '@lingui/core/macro';
import type { ChatMessage, UnreadCount, UploadedFile } from '@generated/api/model';
import { GENERIC_ERROR_MESSAGE, type ApiCode } from '@/lib/api/api-error';
import { reportUnauthenticated } from '@/lib/api/http';
import type { Ack, ChatEventName, ConnectOptions, ServerEvents, SocketLike } from './chat-events';
import { isChatPath } from './chat-paths';
import { createOutbox, type PendingMessage } from './outbox';
import { createStore } from './store';

/**
 * off: no connection wanted here; connecting: the first handshake; connected; offline: lost and
 * trying again; forbidden: the plan has no chat, so the client stopped trying.
 */
export type ChatStatus = 'off' | 'connecting' | 'connected' | 'offline' | 'forbidden';

export type ChatSocketDeps = {
  /** Opens the socket; socket.io-client by default (tests pass a fake). */
  connect: (options: ConnectOptions) => Promise<SocketLike>;
  /** The session reset of an UNAUTHENTICATED handshake or acknowledgement. */
  onUnauthenticated: (message: string) => void;
  newId: () => string;
  now: () => number;
  fixtureMode: boolean;
};

/** What decides whether the connection is open: the page, the session's token, role and plan. */
export type ChatTarget = { pathname: string; token: string | null | undefined; allowed: boolean };

/** A refused or unanswered request (a block); the message is fit to show. */
export class ChatRequestError extends Error {
  readonly code: ApiCode;
  constructor(message: string, code: ApiCode = 'ERROR') {
    super(message);
    this.name = 'ChatRequestError';
    this.code = code;
  }
}

export const OFFLINE_MESSAGE = (): string => t`You are offline. Please try again once the connection is back.`;
const NO_ANSWER_MESSAGE = (): string => t`The chat server did not answer. Please try again.`;
/** socket.io gives up after a handshake its middleware refused for another reason than ours. */
const RETRY_MS = 10_000;
const ACK_TIMEOUT_MS = 15_000;
const TYPING_EVERY_MS = 2_000;
/** Enough message ids to recognise a message arriving a second time. */
const SEEN_LIMIT = 500;

type Listener<E extends ChatEventName> = (payload: ServerEvents[E]) => void;

/** A UUID; crypto.randomUUID exists only on https and localhost, tenants may run on plain http. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const defaultDeps: ChatSocketDeps = {
  async connect(options) {
    const { io } = await import('socket.io-client');
    // The real Socket is generic over its event maps; the manager needs only SocketLike.
    return io(options) as unknown as SocketLike;
  },
  onUnauthenticated: (message) => void reportUnauthenticated(message),
  newId: uuid,
  now: () => Date.now(),
  fixtureMode: import.meta.env.VITE_FIXTURES === 'true',
};

export function createChatSocket(overrides: Partial<ChatSocketDeps> = {}) {
  let deps: ChatSocketDeps = { ...defaultDeps, ...overrides };
  const status = createStore<ChatStatus>('off');
  const unread = createStore<UnreadCount | null>(null);
  const outbox = createOutbox();
  const listeners = new Map<ChatEventName, Set<(payload: never) => void>>();
  const seen = new Set<string>();
  const typingSentAt = new Map<string, number>();

  let socket: SocketLike | null = null;
  /** Bumped whenever the connection is dropped, so a socket still loading is thrown away. */
  let generation = 0;
  let opening = false;
  let token: string | null = null;
  /**
   * The token the handshake was refused for: FORBIDDEN (no chat on the plan) or UNAUTHENTICATED
   * (the logout routine is under way). No new tries with it.
   */
  let refused: { token: string; status: 'off' | 'forbidden' } | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function notify<E extends ChatEventName>(event: E, payload: ServerEvents[E]): void {
    for (const l of listeners.get(event) ?? []) (l as Listener<E>)(payload);
  }

  /** Hands a stored message to the screens, once, and retires its pending copy. */
  function deliver(message: ChatMessage): void {
    if (message.clientMessageId) outbox.remove(message.clientMessageId);
    if (seen.has(message._id)) return;
    seen.add(message._id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string);
    notify('newMessage', message);
  }

  function teardown(): void {
    generation += 1;
    opening = false;
    clearTimeout(retryTimer);
    const s = socket;
    socket = null;
    if (!s) return;
    s.off();
    s.io.off('reconnect_attempt');
    s.disconnect();
  }

  /** The user is gone (logged out, session ended): nothing of theirs may outlive them. */
  function forgetUser(): void {
    outbox.clear();
    unread.set(null);
    seen.clear();
    typingSentAt.clear();
  }

  function unauthenticated(message: string): void {
    if (token) refused = { token, status: 'off' };
    teardown();
    forgetUser();
    status.set('off');
    deps.onUnauthenticated(message);
  }

  function emitSend(s: SocketLike, m: PendingMessage): void {
    const payload = { roomId: m.roomId, body: m.body, attachments: m.attachments, clientMessageId: m.clientMessageId };
    s.emit('sendMessage', payload, (ack: Ack<ChatMessage> | undefined) => {
      if (ack?.code === 'SUCCESS' && ack.data) return deliver(ack.data);
      if (ack?.code === 'UNAUTHENTICATED') return unauthenticated(ack.message);
      outbox.update(m.clientMessageId, { status: 'failed', error: ack?.message || GENERIC_ERROR_MESSAGE() });
    });
  }

  function attach(s: SocketLike): void {
    socket = s;
    opening = false;
    const current = () => socket === s;
    s.on('connect', () => {
      if (!current()) return;
      status.set('connected');
      s.emit('requestMsgCount');
      for (const m of outbox.unsent()) emitSend(s, m);
    });
    s.on('disconnect', (reason: string) => {
      if (!current()) return;
      status.set('offline');
      // The server closed it (a deploy, a revoked session): socket.io does not come back by itself.
      if (reason === 'io server disconnect') s.connect();
    });
    s.on('connect_error', (error: Error) => {
      if (!current()) return;
      if (error.message === 'UNAUTHENTICATED') return unauthenticated(error.message);
      if (error.message === 'FORBIDDEN') {
        if (token) refused = { token, status: 'forbidden' };
        teardown();
        status.set('forbidden');
        return;
      }
      status.set('offline');
      if (!s.active) {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => current() && s.connect(), RETRY_MS);
      }
    });
    s.on('unreadMsgCount', (count: UnreadCount) => current() && unread.set(count));
    s.on('newMessage', (message: ChatMessage) => current() && deliver(message));
    s.on('messagesRead', (event: ServerEvents['messagesRead']) => current() && notify('messagesRead', event));
    s.on('typing', (event: ServerEvents['typing']) => current() && notify('typing', event));
    s.on('messageRemoved', (event: ServerEvents['messageRemoved']) => current() && notify('messageRemoved', event));
    s.on('roomClosed', (event: ServerEvents['roomClosed']) => current() && notify('roomClosed', event));
    // A reconnect after the token was refreshed must not show the server the old one.
    s.io.on('reconnect_attempt', () => {
      if (token) s.io.opts.query = { token };
    });
  }

  function open(withToken: string): void {
    const mine = ++generation;
    opening = true;
    status.set('connecting');
    // WebSocket only: long polling needs every request of a session at the process that opened
    // it, a sticky balancer; one socket stays on one process by itself (docs/scale-out.md).
    deps
      .connect({ path: '/socket.io', query: { token: withToken }, transports: ['websocket'] })
      .then((s) => {
        if (mine === generation) attach(s);
        else s.disconnect();
      })
      .catch(() => {
        // The client code could not load (offline): the next page change tries again.
        if (mine !== generation) return;
        opening = false;
        status.set('offline');
      });
  }

  function request<T>(event: string, payload: unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const s = socket;
      if (!s?.connected) return reject(new ChatRequestError(OFFLINE_MESSAGE()));
      const timer = setTimeout(() => reject(new ChatRequestError(NO_ANSWER_MESSAGE())), ACK_TIMEOUT_MS);
      s.emit(event, payload, (ack: Ack<T> | undefined) => {
        clearTimeout(timer);
        if (ack?.code === 'SUCCESS') return resolve(ack.data);
        if (ack?.code === 'UNAUTHENTICATED') unauthenticated(ack.message);
        reject(new ChatRequestError(ack?.message || GENERIC_ERROR_MESSAGE(), ack?.code ?? 'ERROR'));
      });
    });
  }

  return {
    status,
    unread,
    outbox,
    /** True in fixture mode, where no socket is ever opened. */
    get neverConnects(): boolean {
      return deps.fixtureMode;
    },

    /** Opens or closes the connection for the page, token and plan; call on every change. */
    sync({ pathname, token: next, allowed }: ChatTarget): void {
      const nextToken = next || null;
      if (nextToken === null && token !== null) forgetUser();
      token = nextToken;
      const wanted = !deps.fixtureMode && allowed && token !== null && isChatPath(pathname);
      if (wanted && token === refused?.token) {
        teardown();
        status.set(refused.status);
      } else if (!wanted) {
        teardown();
        status.set('off');
      } else if (!socket && !opening) {
        open(token as string);
      } else if (socket) {
        socket.io.opts.query = { token };
      }
    },

    /** Closes the connection, keeping the outbox for when it opens again. */
    close(): void {
      teardown();
      status.set('off');
    },

    /** Listens to a server event (newMessage arrives once per message); returns the unsubscribe. */
    on<E extends ChatEventName>(event: E, listener: Listener<E>): () => void {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },

    /** Queues a message and sends it when connected; it stays pending until acknowledged. */
    sendMessage(roomId: string, body: string, attachments: UploadedFile[] = []): PendingMessage {
      const message: PendingMessage = {
        clientMessageId: deps.newId(),
        roomId,
        body,
        attachments,
        createdAt: new Date(deps.now()).toISOString(),
        status: 'sending',
        error: null,
      };
      outbox.add(message);
      if (socket?.connected) emitSend(socket, message);
      return message;
    },

    /** Sends a refused message again, under the same clientMessageId. */
    retry(clientMessageId: string): void {
      const message = outbox.find(clientMessageId);
      if (!message) return;
      outbox.update(clientMessageId, { status: 'sending', error: null });
      if (socket?.connected) emitSend(socket, message);
    },

    discard(clientMessageId: string): void {
      outbox.remove(clientMessageId);
    },

    /** Marks the room read for this user; resolves with the time, or null when offline or refused. */
    markRead(roomId: string): Promise<string | null> {
      if (!socket?.connected) return Promise.resolve(null);
      return request<{ readAt: string }>('markRead', { roomId }).then(
        (data) => data.readAt,
        () => null,
      );
    },

    /** Tells the room this user is typing, at most every two seconds. */
    typing(roomId: string): void {
      const now = deps.now();
      if (!socket?.connected || now - (typingSentAt.get(roomId) ?? -Infinity) < TYPING_EVERY_MS) return;
      typingSentAt.set(roomId, now);
      socket.emit('typing', { roomId });
    },

    /** A candidate stops the room's company from writing to them. */
    blockCompany(roomId: string): Promise<{ blocked: true }> {
      return request('blockCompany', { roomId });
    },

    /** Swaps the dependencies (tests: a fake socket). */
    configure(next: Partial<ChatSocketDeps>): void {
      deps = { ...deps, ...next };
    },

    /** Closes the connection and forgets everything, dependencies included (tests). */
    reset(): void {
      teardown();
      token = null;
      refused = null;
      forgetUser();
      status.set('off');
      listeners.clear();
      deps = { ...defaultDeps, ...overrides };
    },
  };
}

export type ChatSocket = ReturnType<typeof createChatSocket>;

/** The tab's connection. */
export const chatSocket = createChatSocket();
