// The page builder's read side (pagecreator/page-data). Thin: the rules live in server/pages.
import { tenantOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { getPage } from './service.ts';
import { originOf } from '../http/origin.ts';

export const pageHandlers = handlers({
  getPageData: async ({ body, ctx, req }) => {
    const tenant = tenantOf(ctx);
    return ok(await getPage(ctx.db, { tenant, origin: originOf(req, tenant) }, body.slug));
  },
});
