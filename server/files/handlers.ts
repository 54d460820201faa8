// Uploads, checked by content and size (the multipart body is received by server/files/plugin.ts).
import { tenantOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { storeUpload } from './uploads.ts';
import { addressKey } from '../rate-limit/rules.ts';

export const fileHandlers = handlers({
  uploadFile: async ({ req, body, ctx }) =>
    ok(await storeUpload(req, ctx, tenantOf(ctx).id, body.purpose), 'File uploaded'),
  uploadGuestFile: async ({ req, body, ctx }) => {
    const tenant = tenantOf(ctx);
    await ctx.rateLimits.limits.guestUploads.take(addressKey(tenant.id, req.ip));
    return ok(await storeUpload(req, ctx, tenant.id, body.purpose), 'File uploaded');
  },
});
