// The admin console's page editor (admin/pages). Thin: the rules live in server/admin/pages.
import { tenantOf, userOf, type RequestContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';
import type { EditorEnv } from './editor.ts';
import {
  createPage,
  listPages,
  openPage,
  previewPage,
  publishPage,
  removePage,
  saveDraft,
  undoLastPublish,
} from './editor.ts';
import { originOf } from '../../http/origin.ts';
import type { FastifyRequest } from 'fastify';

function envOf(ctx: RequestContext, req: FastifyRequest): EditorEnv {
  const tenant = tenantOf(ctx);
  return { db: ctx.db, tenant, actor: ctx.actingAdmin ?? userOf(ctx), origin: originOf(req, tenant) };
}

export const adminPageHandlers = handlers({
  listAdminPages: async ({ ctx, req }) => ok(await listPages(envOf(ctx, req))),
  createAdminPage: async ({ body, ctx, req }) => ok(await createPage(envOf(ctx, req), body), 'Page created'),
  getAdminPage: async ({ params, ctx, req }) => ok(await openPage(envOf(ctx, req), params.slug)),
  saveAdminPageDraft: async ({ params, body, ctx, req }) =>
    ok(await saveDraft(envOf(ctx, req), params.slug, body), 'Draft saved'),
  deleteAdminPage: async ({ params, ctx, req }) => {
    await removePage(envOf(ctx, req), params.slug);
    return ok(null, 'Page deleted');
  },
  publishAdminPage: async ({ params, ctx, req }) =>
    ok(await publishPage(envOf(ctx, req), params.slug), 'Page published'),
  undoAdminPagePublish: async ({ params, ctx, req }) =>
    ok(await undoLastPublish(envOf(ctx, req), params.slug), 'Last publish undone'),
  previewAdminPage: async ({ params, ctx, req }) => ok(await previewPage(envOf(ctx, req), params.slug)),
});
