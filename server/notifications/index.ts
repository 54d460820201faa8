// The notifications domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/notifications/ is its own.
export { notificationHandlers } from './handlers.ts';
export { pushStored, storeNotifications, storeReplacingUnread, type NewNotification } from './store.ts';
