// The admin console's form editor (admin/forms). Thin: the rules live in server/admin/forms.
import { tenantOf, userOf, type RequestContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';
import { listForms, readForm, saveForm, type FormsEnv } from './service.ts';

// An admin acting for an account still edits the board as the admin (and is audited as such).
const envOf = (ctx: RequestContext): FormsEnv => ({
  db: ctx.db,
  tenant: tenantOf(ctx),
  actor: ctx.actingAdmin ?? userOf(ctx),
});

export const adminFormHandlers = handlers({
  listAdminForms: async ({ ctx }) => ok(await listForms(envOf(ctx))),
  getAdminForm: async ({ params, ctx }) => ok(await readForm(envOf(ctx), params.code)),
  saveAdminForm: async ({ params, body, ctx }) => ok(await saveForm(envOf(ctx), params.code, body), 'Form saved'),
});
