// What the socket tells the chat screen, written into React Query: new messages join their
// room's history and move their room up the list, read receipts mark sent messages read, the
// moderators' removals and closings show at once, and the pushed unread count replaces the lists' counts.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetChatRoomQueryKey } from '@generated/api/chat/chat';
import type { GetChatRoom200 } from '@generated/api/model';
import { useChatEvent, useUnreadMsgCount } from '@/lib/chat/use-chat';
import {
  addToHistory,
  applyReadReceipt,
  applyUnreadCount,
  patchRoom,
  replaceInHistory,
  roomListsKey,
} from './chat-cache';

export function useLiveChat(): void {
  const client = useQueryClient();
  useChatEvent('newMessage', (message) => {
    addToHistory(client, message);
    void client.invalidateQueries({ queryKey: roomListsKey });
  });
  useChatEvent('messageRemoved', (message) => {
    replaceInHistory(client, message);
    void client.invalidateQueries({ queryKey: roomListsKey });
  });
  useChatEvent('roomClosed', (event) =>
    patchRoom(client, event.roomId, (room) => ({ ...room, closedAt: event.closedAt })),
  );
  useChatEvent('messagesRead', (event) => {
    const room = client.getQueryData<GetChatRoom200>(getGetChatRoomQueryKey(event.roomId))?.data;
    if (room) applyReadReceipt(client, room, event);
  });
  const unread = useUnreadMsgCount();
  useEffect(() => {
    if (unread) applyUnreadCount(client, unread);
  }, [client, unread]);
}
