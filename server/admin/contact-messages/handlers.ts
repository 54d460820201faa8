// The console's contact inbox (docs/contact-us.md). Thin: the rules live in
// server/admin/contact-messages.
import { consoleEnv } from '../../http/console-admin.ts';
import { listMessages, updateMessage } from './messages.ts';
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';

export const adminContactMessageHandlers = handlers({
  listAdminContactMessages: async ({ body, ctx }) => ok(await listMessages(consoleEnv(ctx), body)),
  updateAdminContactMessage: async ({ params, body, ctx }) =>
    ok(
      await updateMessage(consoleEnv(ctx), params.id, body),
      body.handled ? 'Message marked handled' : 'Message marked new',
    ),
});
