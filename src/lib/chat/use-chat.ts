// React's view of the chat connection: its status, the live unread count, a room's pending
// messages and the server's events; and the one hook that opens and closes it with the page.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import type { UnreadCount } from '@generated/api/model';
import { useSession } from '@/lib/session/session';
import type { ChatEventName, ServerEvents } from './chat-events';
import { chatSocket, type ChatStatus } from './chat-socket';
import type { PendingMessage } from './outbox';

export function useChatStatus(): ChatStatus {
  return useSyncExternalStore(chatSocket.status.subscribe, chatSocket.status.get, () => 'off' as const);
}

/** The latest unreadMsgCount the server pushed, or null before the first. */
export function useUnreadMsgCount(): UnreadCount | null {
  return useSyncExternalStore(chatSocket.unread.subscribe, chatSocket.unread.get, () => null);
}

/** The room's messages still waiting for the server, oldest first. */
export function usePendingMessages(roomId: string): readonly PendingMessage[] {
  const all = useSyncExternalStore(chatSocket.outbox.subscribe, chatSocket.outbox.get, chatSocket.outbox.get);
  return useMemo(() => all.filter((m) => m.roomId === roomId), [all, roomId]);
}

/** Calls the handler for each server event of the kind while mounted; the latest handler runs. */
export function useChatEvent<E extends ChatEventName>(event: E, handler: (payload: ServerEvents[E]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => chatSocket.on(event, (payload) => onEvent(payload)), [event]);
}

/**
 * Keeps the connection right for the page, the session and the plan (`allowed`: a candidate or
 * employer on a plan with chat). Mounted once, in the header; closes the connection when unmounted.
 */
export function useChatConnection(allowed: boolean): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const token = useSession()?.token ?? null;
  useEffect(() => chatSocket.sync({ pathname, token, allowed }), [pathname, token, allowed]);
  useEffect(() => () => chatSocket.close(), []);
}
