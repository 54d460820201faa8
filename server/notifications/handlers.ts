// The notification centre (notification/list, details, partial-update) of the signed-in user.
// Web Push registration (save-device-token) lives with the push vertical.
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import * as inbox from './inbox.ts';

const readerOf = (ctx: RequestContext): inbox.Reader => ({
  db: ctx.db,
  clientId: tenantOf(ctx).id,
  userId: userOf(ctx).id,
});

export const notificationHandlers = handlers({
  listNotifications: async ({ body, ctx }) => ok(await inbox.listNotifications(readerOf(ctx), body)),
  getNotification: async ({ params, ctx }) => ok(await inbox.getNotification(readerOf(ctx), params.id)),
  updateNotification: async ({ params, body, ctx }) =>
    ok(
      await inbox.updateNotification(readerOf(ctx), params.id, body),
      body.isRead
        ? body.includeOlder
          ? 'All notifications marked as read'
          : 'Notification marked as read'
        : 'Notification marked as unread',
    ),
});
