// The board's settings, appearance and translations, as the app reads them (the console writes
// them under the admin tag, server/admin/settings and server/admin/appearance).
import { ok } from '../http/envelope.ts';
import { tenantOf } from '../http/context.ts';
import { handlers } from '../http/handler.ts';
import { getAppearance, getSettings } from './settings.ts';
import { translationsFor } from './translations.ts';
import { poweredByOf } from '../white-label/index.ts';

export const boardSettingsHandlers = handlers({
  listTranslations: async ({ body, ctx, req }) => ok(await translationsFor(tenantOf(ctx), req, body)),
  getTenantSettings: async ({ ctx }) => {
    const tenant = tenantOf(ctx);
    return ok({ ...(await getSettings(ctx.db, tenant)), poweredBy: poweredByOf(tenant, ctx.config) });
  },
  getAppearance: async ({ ctx }) => ok(getAppearance(tenantOf(ctx))),
});
