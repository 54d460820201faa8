// The console's moderation of chat reports (docs/admin-chat-reports.md). Thin: the rules live in
// server/admin/chat-reports; the live events of a decision go through the chat's hub.
import { consoleEnv } from '../../http/console-admin.ts';
import { decideReport } from './decide.ts';
import { listReports } from './list.ts';
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';

export const adminChatReportHandlers = handlers({
  listAdminChatReports: async ({ body, ctx }) => ok(await listReports(consoleEnv(ctx), body)),
  decideAdminChatReport: async ({ params, body, ctx }) =>
    ok(
      await decideReport(consoleEnv(ctx), ctx.chat.hub, params.id, body),
      body.decision === 'dismiss' ? 'Report dismissed' : 'Report actioned',
    ),
});
