// Socket clients for the chat tests: a real socket.io client over a real WebSocket to the test
// server, on a tenant's host, with a user's token; promises for acknowledgements and events.
import { io, type Socket } from 'socket.io-client';
import { HOST_A, HOST_B, type TestServer } from '../../test/harness.ts';
import type { TestUser } from '../../test/world.ts';

export type Envelope<T = unknown> = { code: string; message: string; data: T };

export function connect(
  port: number,
  user: Pick<TestUser, 'token' | 'clientId'> | { token: string; host: string },
  opts: { tenantB?: string; autoConnect?: boolean } = {},
): Socket {
  const host = 'host' in user ? user.host : user.clientId === opts.tenantB ? HOST_B : HOST_A;
  return io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    query: { token: user.token },
    transports: ['websocket'],
    extraHeaders: { host },
    reconnection: false,
    forceNew: true,
    autoConnect: opts.autoConnect ?? true,
  });
}

export const connectAs = (server: TestServer, user: TestUser) =>
  connect(server.port, user, { tenantB: server.tenantB });

/** Resolves once connected; rejects with the server's reason (UNAUTHENTICATED, FORBIDDEN). */
export function connected(socket: Socket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e: Error) => reject(e));
  });
}

export function ask<T>(socket: Socket, event: string, payload: unknown): Promise<Envelope<T>> {
  return socket.timeout(10_000).emitWithAck(event, payload) as Promise<Envelope<T>>;
}

/** The next `event` the socket receives that passes `match`. */
export function next<T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const on = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}
