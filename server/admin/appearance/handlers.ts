// The admin console's branding (admin/appearance). Thin: the rules live in server/admin/appearance.
import { saveAppearance } from './appearance.ts';
import { tenantOf, userOf } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';

export const adminAppearanceHandlers = handlers({
  saveAdminAppearance: async ({ body, ctx }) =>
    ok(
      await saveAppearance({ db: ctx.db, tenant: tenantOf(ctx), actor: ctx.actingAdmin ?? userOf(ctx) }, body),
      'Branding saved',
    ),
});
