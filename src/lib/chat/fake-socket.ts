// A socket.io client socket without a server, for tests: the test plays the server by firing
// events at it and answering the acknowledgements it recorded.
import type { Ack, SocketLike } from './chat-events';
import { chatSocket, type ChatSocket } from './chat-socket';

type Handler = (...args: never[]) => void;
export type Emitted = { event: string; payload: unknown; ack?: (answer: Ack) => void };

export class FakeSocket implements SocketLike {
  connected = false;
  active = true;
  readonly emitted: Emitted[] = [];
  private handlers = new Map<string, Set<Handler>>();
  private ioHandlers = new Map<string, Set<() => void>>();
  disconnected = false;

  readonly io = {
    opts: {} as { query?: unknown },
    on: (event: string, handler: () => void) => {
      const set = this.ioHandlers.get(event) ?? new Set();
      set.add(handler);
      this.ioHandlers.set(event, set);
    },
    off: (event?: string) => {
      if (event) this.ioHandlers.delete(event);
      else this.ioHandlers.clear();
    },
  };

  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
  }

  off(event?: string, handler?: Handler) {
    if (!event) this.handlers.clear();
    else if (!handler) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(handler);
  }

  emit(event: string, ...args: unknown[]) {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (answer: Ack) => void) : undefined;
    this.emitted.push({ event, payload: args[0], ack });
  }

  connect() {
    this.disconnected = false;
  }

  disconnect() {
    this.connected = false;
    this.disconnected = true;
  }

  /** The server's side: fires a server event (or connect, disconnect, connect_error). */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const h of this.handlers.get(event) ?? []) (h as (...a: unknown[]) => void)(...args);
  }

  /** A reconnect: the manager's reconnect_attempt hook runs, then the socket is connected again. */
  reconnect() {
    for (const h of this.ioHandlers.get('reconnect_attempt') ?? []) h();
    this.fire('connect');
  }

  sent(event: string): Emitted[] {
    return this.emitted.filter((e) => e.event === event);
  }
}

/**
 * Makes the tab's chat connection open fake sockets (tests of screens); returns the sockets it
 * opened, newest last. Undo with chatSocket.reset() after each test.
 */
export function fakeChatSockets(chat: ChatSocket = chatSocket): FakeSocket[] {
  const sockets: FakeSocket[] = [];
  chat.configure({
    fixtureMode: false,
    connect: async () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  return sockets;
}
