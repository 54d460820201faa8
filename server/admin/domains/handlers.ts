// The admin console's domains (admin/domains...). Thin: the rules live in server/admin/domains.
import { consoleEnv } from '../../http/console-admin.ts';
import { addDomain, checkDomain, listDomains, makePrimary, removeDomain } from './domains.ts';
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';

export const adminDomainHandlers = handlers({
  listAdminDomains: async ({ ctx }) => ok(await listDomains(consoleEnv(ctx))),
  addAdminDomain: async ({ body, ctx }) => ok(await addDomain(consoleEnv(ctx), body.domain), 'Domain added'),
  checkAdminDomain: async ({ params, ctx }) => {
    const check = await checkDomain(consoleEnv(ctx), ctx.rateLimits.limits, params.host);
    return ok(check, check.found ? 'Domain verified' : 'The DNS record was not found yet');
  },
  makeAdminDomainPrimary: async ({ params, ctx }) =>
    ok(await makePrimary(consoleEnv(ctx), params.host), 'Primary host changed'),
  removeAdminDomain: async ({ params, ctx }) => ok(await removeDomain(consoleEnv(ctx), params.host), 'Domain removed'),
});
