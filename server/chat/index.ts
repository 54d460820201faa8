// The chat domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/chat/ is its own.
export { chatHandlers } from './handlers.ts';
export { announceClosed, announceRemoved, closeRoom, removeMessage } from './moderation.ts';
export { registerChatSocket } from './socket.ts';
export { REMOVED_TEXT } from './views.ts';
