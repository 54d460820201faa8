// The console's redirect rules (docs/redirects.md). Thin: the section's rules live in
// server/admin/redirects/rules.ts, the redirects' own in server/redirects.
import { consoleEnv } from '../../http/console-admin.ts';
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';
import { addRule, deleteRule, listRules } from './rules.ts';

export const adminRedirectHandlers = handlers({
  listAdminRedirects: async ({ body, ctx }) => ok(await listRules(consoleEnv(ctx), body)),
  createAdminRedirect: async ({ body, ctx }) => ok(await addRule(consoleEnv(ctx), body), 'Redirect added'),
  deleteAdminRedirect: async ({ params, ctx }) => {
    await deleteRule(consoleEnv(ctx), params.id);
    return ok(null, 'Redirect deleted');
  },
});
