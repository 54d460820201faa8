// The admin console's settings (admin/settings). Thin: the rules live in server/admin/settings.
import { consoleEnv } from '../../http/console-admin.ts';
import { readSettings, updateSettings } from './settings.ts';
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';

export const adminSettingsHandlers = handlers({
  getAdminSettings: async ({ ctx }) => ok(await readSettings(consoleEnv(ctx))),
  updateAdminSettings: async ({ body, ctx }) => ok(await updateSettings(consoleEnv(ctx), body), 'Settings saved'),
});
