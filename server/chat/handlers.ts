// Chat rooms and their history (docs/chat.md). Messages themselves travel over the socket
// (server/chat/socket.ts); chat/create may carry a first message. Reports go to the moderators.
import { chatterOf } from './chatter.ts';
import { listMessages } from './messages.ts';
import { reportChat } from './reports.ts';
import { createRoom, getRoom, listRooms } from './rooms.ts';
import type { ChatRuntime } from './runtime.ts';
import { tenantOf, type RequestContext } from '../http/context.ts';
import { ok, page } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';

const runtimeOf = (ctx: RequestContext): ChatRuntime => ({
  ...ctx.chat,
  db: ctx.db,
  tenant: tenantOf(ctx),
  mailer: ctx.mailer,
  config: ctx.config,
  jobs: ctx.jobs,
  limits: ctx.rateLimits.limits,
});

export const chatHandlers = handlers({
  createChatRoom: async ({ body, ctx }) =>
    ok(await createRoom(chatterOf(ctx), runtimeOf(ctx), body), 'Chat room ready'),
  listChatRooms: async ({ body, ctx }) => ok(await listRooms(chatterOf(ctx), body)),
  getChatRoom: async ({ params, ctx }) => ok(await getRoom(chatterOf(ctx), params.id)),
  listChatRoomMessages: async ({ params, body, ctx }) => {
    const r = await listMessages(chatterOf(ctx), runtimeOf(ctx), params.id, body);
    return ok(page(r.items, r.total, r.page, r.limit));
  },
  reportChat: async ({ params, body, ctx }) =>
    ok(
      await reportChat(chatterOf(ctx), runtimeOf(ctx), params.id, body),
      'Thank you; the board’s moderators will look at it',
    ),
});
