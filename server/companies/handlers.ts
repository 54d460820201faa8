// Companies: the board's company list, a company's public profile, and an employer updating
// theirs. The services stay with their callers' domains (browsing in jobs-discovery, saving the
// profile in employer); this folder gives the contract's `companies` tag its home on the server.
import { tenantOf, userOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { companyOf, saveCompany } from '../employer/index.ts';
import { browseCompanies, getCompanyProfile } from '../jobs-discovery/index.ts';

export const companyHandlers = handlers({
  listCompanies: async ({ body, ctx }) => ok(await browseCompanies(ctx.db, tenantOf(ctx).id, body)),
  getCompany: async ({ params, ctx }) => ok(await getCompanyProfile(ctx.db, tenantOf(ctx).id, params.id)),
  updateCompany: async ({ ctx, body }) => {
    const user = userOf(ctx);
    await saveCompany(ctx.db, tenantOf(ctx).id, user, body);
    return ok(await getCompanyProfile(ctx.db, tenantOf(ctx).id, companyOf(user)), 'Company profile updated');
  },
});
