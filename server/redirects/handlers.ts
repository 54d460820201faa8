// Redirect rules (redirect/{path}): where an old address of the board now lives. Thin: the rules
// live in server/redirects; pages get the same answer as a real 301/302 (server/redirects/serve.ts).
import { tenantOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import { handlers } from '../http/handler.ts';
import { findRedirect } from './redirects-repo.ts';

export const NO_REDIRECT = 'This address does not redirect anywhere';

export const redirectHandlers = handlers({
  getRedirect: async ({ params, ctx }) => {
    const found = await findRedirect(ctx.db, tenantOf(ctx).id, params.path);
    if (!found) throw notFound(NO_REDIRECT);
    return ok(found);
  },
});
