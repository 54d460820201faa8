// The admin console's mail templates (admin/mail-templates...). Thin: the rules live beside it.
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';
import { consoleEnv } from '../../http/console-admin.ts';
import { listMailTemplates, previewMailTemplate, sendMailTemplateTest, updateMailTemplate } from './mail-templates.ts';

export const adminMailTemplateHandlers = handlers({
  listAdminMailTemplates: async ({ ctx }) => ok(await listMailTemplates(consoleEnv(ctx))),
  updateAdminMailTemplate: async ({ params, body, ctx }) =>
    ok(await updateMailTemplate(consoleEnv(ctx), params.kind, body), 'Mail template saved'),
  previewAdminMailTemplate: async ({ params, body, ctx }) =>
    ok(await previewMailTemplate(consoleEnv(ctx), params.kind, body)),
  sendAdminMailTemplateTest: async ({ params, body, ctx }) =>
    ok(await sendMailTemplateTest(consoleEnv(ctx), params.kind, body), 'Test mail sent'),
});
