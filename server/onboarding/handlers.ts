// Creating and verifying a new client (tenant) and its domains. These calls come on any host,
// including hosts that belong to no client yet (ctx.tenant is then null).
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { listCountries } from './countries.ts';
import { verifyDomain } from './domain-service.ts';
import { baseUrlOf, validateDomain } from './host-info.ts';
import { captureLead } from './leads-service.ts';
import { createClient, resendClientOtp, updateClientEmail, verifyClient } from './signup-service.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const onboardingHandlers = handlers({
  createClient: async ({ body, ctx, req }) =>
    ok(await createClient(ctx, body, req.ip), 'We have sent a verification code to your e-mail'),

  verifyClient: async ({ body, ctx, req }) => ok(await verifyClient(ctx, body, req.ip), 'Your site is ready'),

  resendClientOtp: async ({ body, ctx }) => ok(await resendClientOtp(ctx, body), 'A new code has been sent'),

  updateClientEmail: async ({ body, ctx, req }) =>
    ok(await updateClientEmail(ctx, body, req.ip), 'We have sent a verification code to your new e-mail'),

  validateClientDomain: async ({ ctx, req }) =>
    ok(await validateDomain(ctx, { origin: header(req.headers.origin), host: req.headers.host })),

  verifyClientDomain: async ({ body, ctx }) => ok(await verifyDomain(ctx, body)),

  getClientBaseUrl: async ({ body, ctx, req }) => ok(await baseUrlOf(ctx, body?.host ?? req.headers.host)),

  createClientLead: async ({ body, query, ctx, req }) =>
    ok(await captureLead(ctx, query.type, body, req.ip), 'Thanks, our team will contact you shortly'),

  listOnboardingCountries: async ({ body }) => ok(listCountries(body?.search)),
});
