// Web Push (notification/save-device-token). Sending is the background task push.send, queued by
// queuePush (server/push/queue-push.ts) whenever a notification is stored.
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { saveDevice } from './save-device.ts';

export const pushHandlers = handlers({
  saveDeviceToken: async ({ body, ctx }) => {
    await saveDevice(ctx, body);
    return ok(null, 'Device registered for notifications');
  },
});
