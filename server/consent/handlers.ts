// Consent before tracking (docs/consent.md). Thin: the record and the count live in server/consent.
// Recording is public and limited per board and address, like the other public writes.
import { consoleEnv } from '../http/console-admin.ts';
import { tenantOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { addressKey } from '../rate-limit/rules.ts';
import { consentSummary, recordConsent, SAVED } from './consent.ts';

export const consentHandlers = handlers({
  recordConsent: async ({ body, ctx, req }) => {
    const tenant = tenantOf(ctx);
    await ctx.rateLimits.limits.consentRecords.take(addressKey(tenant.id, req.ip));
    await recordConsent(ctx.db, tenant, body);
    return ok(null, SAVED);
  },
  getConsentSummary: async ({ ctx }) => {
    const env = consoleEnv(ctx);
    return ok(await consentSummary(env.db, env.tenant));
  },
});
