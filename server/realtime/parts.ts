// The app's long-lived realtime parts (`deps.chat`), made once per app: the socket server binds
// the hub. In the base, beside the hub, because the request context carries them and the base
// imports no domain; chat (server/chat/) is the one domain that uses them today.
import { createChatHub, type ChatHub } from './hub.ts';

export type ChatParts = {
  hub: ChatHub;
  /** How often a socket's session is checked again: a logout ends its chat within this time. */
  sessionRecheckMs: number;
};

export function createChatParts(): ChatParts {
  return { hub: createChatHub(), sessionRecheckMs: 5_000 };
}
