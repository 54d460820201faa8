// The push domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/push/ is its own.
export { deliverPush } from './deliver.ts';
export { pushHandlers } from './handlers.ts';
export { PUSH_TASK, pushInputOf, queuePush } from './queue-push.ts';
export { vapidKeys } from './vapid-keys.ts';
