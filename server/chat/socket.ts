// The chat's socket.io server on the app's own HTTP server (path /socket.io; docs/chat.md). The
// handshake is authenticated like an API call: the tenant from the Host header, the access token
// from the query, a live session, a candidate or an employer with a company, and the plan's chat
// flag. Each socket joins its user's room (and its company's, for employers), so events reach
// every tab of every person concerned. With REDIS_URL the Redis adapter carries them between
// server processes, and /ready waits on that Redis. The limits are the app's rate limits
// (server/rate-limit/). /metrics counts the sockets connected to this process.
import { isUuid } from '../master/uuid.ts';
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import { verifyToken } from '../credentials/tokens.ts';
import type { AppDeps, AuthUser, Tenant } from '../http/context.ts';
import { AppError, badRequest, forbidden, notFound } from '../errors/errors.ts';
import { findUnsafe } from '../http/input-rules.ts';
import { gaugeOnScrape } from '../log/metrics-registry.ts';
import { holdsPermission, missingPermission } from '../http/permissions.ts';
import { addReadyCheck, answersWithin, READY_TIMEOUT_MS } from '../http/readiness.ts';
import { loadUser } from '../http/caller-repo.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { companyMay } from '../payments/index.ts';
import { resolveHost } from '../tenancy/resolve-host.ts';
import type { Chatter } from './chatter.ts';
import { companyRoom, userRoom } from '../realtime/hub.ts';
import { markRead, sendMessage, type OutgoingMessage } from './messages.ts';
import { insertBlock } from './messages-repo.ts';
import { findRoom, NO_ROOM, unreadByUser, unreadCountOf } from './rooms-repo.ts';
import type { ChatRuntime } from './runtime.ts';

type SocketData = { tenant: Tenant; user: AuthUser; lastTyping: number; sessionCheckedAt: number };
// Untyped events (the protocol is checked by hand below); typed data.
type ChatSocket = Socket & { data: SocketData };
type Ack = (answer: { code: string; message: string; data: unknown }) => void;

function roomIdOf(payload: unknown): string {
  const id = (payload as { roomId?: unknown } | null)?.roomId;
  if (typeof id !== 'string' || !isUuid(id))
    throw badRequest('Name the conversation', { fields: [{ field: 'roomId', message: 'must be a room id' }] });
  return id;
}

function messageOf(payload: unknown): OutgoingMessage {
  const p = payload as Record<string, unknown>;
  const attachments = p.attachments ?? [];
  if (
    !Array.isArray(attachments) ||
    attachments.length > 5 ||
    attachments.some((a) => typeof (a as { uri?: unknown } | null)?.uri !== 'string')
  )
    throw badRequest('Attach at most 5 uploaded files', {
      fields: [{ field: 'attachments', message: 'must be at most 5 uploaded files' }],
    });
  if (p.body !== undefined && typeof p.body !== 'string')
    throw badRequest('Write the message as text', { fields: [{ field: 'body', message: 'must be a string' }] });
  if (p.clientMessageId !== undefined && p.clientMessageId !== null && typeof p.clientMessageId !== 'string')
    throw badRequest('The message id is not valid', {
      fields: [{ field: 'clientMessageId', message: 'must be a string' }],
    });
  return {
    body: (p.body as string | undefined) ?? '',
    attachments: attachments as OutgoingMessage['attachments'],
    clientMessageId: (p.clientMessageId as string | null | undefined) ?? null,
  };
}

async function authenticate(deps: AppDeps, socket: ChatSocket): Promise<SocketData> {
  const resolved = await resolveHost(deps.db, socket.handshake.headers.host);
  if (resolved.kind !== 'found') throw new Error('UNAUTHENTICATED');
  const token = socket.handshake.query.token ?? (socket.handshake.auth as { token?: unknown }).token;
  const claims = typeof token === 'string' && token ? await verifyToken(deps.secret, token) : null;
  if (!claims || claims.cid !== resolved.tenant.id) throw new Error('UNAUTHENTICATED');
  const user = await loadUser(deps.db, resolved.tenant.id, claims.sub, claims.sid);
  if (!user) throw new Error('UNAUTHENTICATED');
  if (user.role !== 'candidate' && user.role !== 'employer') throw new Error('FORBIDDEN');
  if (user.role === 'employer' && !user.companyId) throw new Error('FORBIDDEN');
  if (!holdsPermission(user, 'chat')) throw new Error('FORBIDDEN');
  // Chat is the board's feature for candidates and part of the company's plan for employers.
  const mayChat =
    user.role === 'employer' && user.companyId
      ? await companyMay(deps.db, resolved.tenant, user.companyId, 'chat')
      : featureAllowed(resolved.tenant, 'chat');
  if (!mayChat) throw new Error('FORBIDDEN');
  return { tenant: resolved.tenant, user, lastTyping: 0, sessionCheckedAt: Date.now() };
}

function chatterOfSocket(deps: AppDeps, data: SocketData): Chatter {
  const { user } = data;
  return {
    db: deps.db,
    clientId: data.tenant.id,
    userId: user.id,
    side: user.role === 'candidate' ? 'candidate' : 'employer',
    companyId: user.role === 'candidate' ? null : user.companyId,
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}

export async function registerChatSocket(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // WebSocket only, as the web app connects: long polling would need a sticky balancer in front
    // of several processes (each poll at the process that holds the session), docs/scale-out.md.
    transports: ['websocket'],
    // A message is at most 5,000 characters and five file references.
    maxHttpBufferSize: 100_000,
  });
  const closers: Array<() => Promise<unknown>> = [];
  if (deps.config.redisUrl) {
    const { createClient } = await import('redis');
    const pub = createClient({ url: deps.config.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (e: Error) => app.log.error({ err: e.message }, 'chat redis'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: `${deps.config.redisPrefix}:socket.io` }));
    // Without its Redis this process's events reach only its own sockets (and the rate limits
    // count in its memory): out of rotation until Redis is back. A client not connected is down
    // at once (its commands would wait in the offline queue); a connected one must answer a PING
    // in time.
    addReadyCheck(app, {
      name: 'redis',
      label: 'Redis',
      answers: () =>
        pub.isReady && sub.isReady
          ? answersWithin(pub.withAbortSignal(AbortSignal.timeout(READY_TIMEOUT_MS)).ping())
          : Promise.resolve(false),
    });
    closers.push(
      () => pub.quit(),
      () => sub.quit(),
    );
  }
  deps.chat.hub.bind(io);
  gaugeOnScrape(app.metrics, {
    name: 'jobboard_chat_sockets',
    help: 'Chat sockets connected to this process (signed in)',
    read: () => [{ value: io.of('/').sockets.size }],
  });

  io.use((socket, next) => {
    authenticate(deps, socket as ChatSocket)
      .then((data) => {
        socket.data = data;
        next();
      })
      .catch((e: unknown) =>
        next(new Error(e instanceof Error && e.message === 'FORBIDDEN' ? 'FORBIDDEN' : 'UNAUTHENTICATED')),
      );
  });

  io.on('connection', (raw) => {
    const socket = raw as ChatSocket;
    const { user } = socket.data;
    void socket.join(userRoom(user.id));
    if (user.role === 'employer' && user.companyId) void socket.join(companyRoom(user.companyId));

    const runtime = (): ChatRuntime => ({
      ...deps.chat,
      db: deps.db,
      tenant: socket.data.tenant,
      mailer: deps.mailer,
      config: deps.config,
      jobs: deps.jobs,
      limits: deps.rateLimits.limits,
    });

    // Every event: the session must still be live (a logout or a password change ends it), checked
    // again when the last check is older than deps.chat.sessionRecheckMs (not a query per message).
    const on = (event: string, handle: (payload: unknown, c: Chatter) => Promise<{ message: string; data: unknown }>) =>
      socket.on(event, async (payload: unknown, ack?: Ack) => {
        const reply = typeof ack === 'function' ? ack : () => undefined;
        try {
          const unsafe = findUnsafe(payload);
          if (unsafe)
            throw badRequest(unsafe.message, { fields: [{ field: unsafe.path.join('.'), message: unsafe.message }] });
          if (Date.now() - socket.data.sessionCheckedAt >= deps.chat.sessionRecheckMs) {
            const again = await loadUser(deps.db, socket.data.tenant.id, user.id, user.sessionId);
            // A lost session, or a member whose chat permission was taken away, loses the socket.
            const refusal = !again
              ? { code: 'UNAUTHENTICATED' as const, message: 'Your session has expired, please log in again' }
              : !holdsPermission(again, 'chat')
                ? { code: 'ERROR' as const, message: missingPermission('chat').message }
                : null;
            if (refusal) {
              reply({ ...refusal, data: null });
              socket.disconnect(true);
              return;
            }
            socket.data.sessionCheckedAt = Date.now();
          }
          const out = await handle(payload, chatterOfSocket(deps, socket.data));
          reply({ code: 'SUCCESS', message: out.message, data: out.data });
        } catch (e) {
          if (e instanceof AppError) reply({ code: e.code, message: e.message, data: e.data });
          else {
            app.log.error({ err: e instanceof Error ? e.message : String(e), event }, 'chat socket event failed');
            reply({ code: 'ERROR', message: 'Something went wrong; please try again', data: null });
          }
        }
      });

    socket.on('requestMsgCount', () => {
      unreadByUser(deps.db, socket.data.tenant.id, [user.id])
        .then((all) => {
          socket.emit('unreadMsgCount', unreadCountOf(all.get(user.id) ?? []));
        })
        .catch((e: unknown) => app.log.error({ err: e instanceof Error ? e.message : String(e) }, 'chat unread count'));
    });

    on('sendMessage', async (payload, c) => ({
      message: 'Message sent',
      data: await sendMessage(c, runtime(), roomIdOf(payload), messageOf(payload)),
    }));

    on('markRead', async (payload, c) => ({ message: 'Read', data: await markRead(c, runtime(), roomIdOf(payload)) }));

    on('typing', async (payload, c) => {
      const now = Date.now();
      // One typing signal a second is plenty for a "typing…" line.
      if (now - socket.data.lastTyping < 1000) return { message: 'ok', data: null };
      socket.data.lastTyping = now;
      const room = await findRoom(c, roomIdOf(payload));
      if (!room) throw notFound(NO_ROOM);
      const signal = { roomId: room.id, userId: c.userId, name: c.name };
      if (c.side === 'candidate') io.to(companyRoom(room.company_id)).emit('typing', signal);
      else
        io.to(userRoom(room.candidate_id))
          .to(companyRoom(room.company_id))
          .except(userRoom(c.userId))
          .emit('typing', signal);
      return { message: 'ok', data: null };
    });

    on('blockCompany', async (payload, c) => {
      if (c.side !== 'candidate') throw forbidden('Only candidates block companies');
      const room = await findRoom(c, roomIdOf(payload));
      if (!room) throw notFound(NO_ROOM);
      await insertBlock(c, room.company_id);
      return { message: 'The company can no longer message you', data: { blocked: true } };
    });
  });

  // Before the HTTP server closes: open sockets would keep it waiting.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
    for (const close of closers) await close().catch(() => undefined);
  });
}
