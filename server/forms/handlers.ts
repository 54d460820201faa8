// Tenant custom forms and their saved data (server/forms).
import { tenantOf, userOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { assertMayFill } from './fill-rules.ts';
import { getCustomForm, getUserForm, saveFormData } from './service.ts';

export const formHandlers = handlers({
  getCustomForm: async ({ query, ctx }) =>
    ok(
      await getCustomForm(ctx.db, tenantOf(ctx), query.code, {
        sections: query.populateSection ?? true,
        defaultFields: query.populateDefaultFields ?? false,
        customFields: query.populateCustomFields ?? false,
        mimeTypes: query.populateMimeTypeValidation ?? false,
      }),
    ),
  getUserForm: async ({ body, ctx }) => ok(await getUserForm(ctx.db, tenantOf(ctx), userOf(ctx).id, body.code)),
  saveFormData: async ({ body, ctx }) => {
    const [tenant, user] = [tenantOf(ctx), userOf(ctx)];
    await assertMayFill(ctx.db, tenant, user, body);
    return ok(await saveFormData(ctx.db, tenant, user.id, body), 'Details saved');
  },
});
