// The socket protocol of docs/chat.md as types: what the server pushes, what it acknowledges, and
// the few methods of a socket.io client socket the manager uses (so tests can hand it a fake).
import type { ChatMessage, UnreadCount } from '@generated/api/model';
import type { ApiCode } from '@/lib/api/api-error';

export type ChatSide = 'candidate' | 'employer';

export type MessagesRead = { roomId: string; side: ChatSide; readAt: string };

export type TypingEvent = { roomId: string; userId: string; name: string };

/** The board's moderators closed a room to new messages. */
export type RoomClosed = { roomId: string; closedAt: string };

/** What the server pushes, by event name. */
export type ServerEvents = {
  unreadMsgCount: UnreadCount;
  newMessage: ChatMessage;
  messagesRead: MessagesRead;
  typing: TypingEvent;
  /** A message the board's moderators removed, as participants now see it. */
  messageRemoved: ChatMessage;
  roomClosed: RoomClosed;
};

/** The events screens subscribe to (the count has its own store). */
export type ChatEventName = 'newMessage' | 'messagesRead' | 'typing' | 'messageRemoved' | 'roomClosed';

/** Every acknowledgement is the API's envelope. */
export type Ack<T = unknown> = { code: ApiCode; message: string; data: T };

export type SendMessagePayload = { roomId: string; body: string; clientMessageId: string };

/** The options the socket is opened with (docs/chat.md, "The socket protocol"). */
export type ConnectOptions = {
  path: '/socket.io';
  query: { token: string };
  transports: Array<'websocket' | 'polling'>;
};

type Handler = (...args: never[]) => void;

/** The part of socket.io-client's Socket the manager uses. */
export type SocketLike = {
  readonly connected: boolean;
  /** False once the client gave up reconnecting (a handshake refused by the server's middleware). */
  readonly active: boolean;
  on(event: string, handler: Handler): unknown;
  off(event?: string, handler?: Handler): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /** The connection manager: reconnect attempts, and the handshake query they send. */
  io: {
    on(event: 'reconnect_attempt', handler: () => void): unknown;
    off(event?: string): unknown;
    opts: { query?: unknown };
  };
};
