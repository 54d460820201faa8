// saveDeviceToken: registers the signed-in user's device, or refreshes it. A `web` token is checked
// and stored as its endpoint and keys; `android` and `ios` tokens are stored as they come (nothing
// sends to them yet, docs/push.md).
import type { components } from '@generated/schema';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { parseWebSubscription } from './device-token.ts';
import { upsertDevice } from './devices-repo.ts';

type DeviceTokenInput = components['schemas']['DeviceTokenInput'];

export async function saveDevice(ctx: RequestContext, body: DeviceTokenInput): Promise<void> {
  const tenant = tenantOf(ctx);
  const user = userOf(ctx);
  const web =
    body.platform === 'web' ? parseWebSubscription(body.deviceToken, ctx.config.env === 'production') : undefined;
  await upsertDevice(ctx.db, {
    clientId: tenant.id,
    userId: user.id,
    platform: body.platform,
    token: web ? web.endpoint : body.deviceToken.trim(),
    keys: web ? web.keys : null,
    kinds: body.kinds,
    deviceName: body.deviceName?.trim() || null,
  });
}
