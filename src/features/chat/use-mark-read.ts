// Keeps an open room read: when it opens (and whenever the connection comes back), and when a
// message from the other side arrives while the tab is visible; one that arrives while the tab
// is hidden is marked read once the reader comes back to it.
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatRoom } from '@generated/api/model';
import { chatSocket } from '@/lib/chat/chat-socket';
import { senderSide, sideOf } from '@/lib/chat/room';
import { useChatEvent, useChatStatus } from '@/lib/chat/use-chat';
import { clearRoomUnread } from './chat-cache';

function read(client: QueryClient, roomId: string): void {
  // Loading the history marked it read on the server too; the lists show it at once.
  clearRoomUnread(client, roomId);
  void chatSocket.markRead(roomId);
}

export function useMarkRead(room: ChatRoom, role: string): void {
  const client = useQueryClient();
  const connected = useChatStatus() === 'connected';
  const unseen = useRef(false);
  const roomId = room._id;

  useEffect(() => {
    unseen.current = false;
    read(client, roomId);
  }, [client, roomId, connected]);

  useChatEvent('newMessage', (message) => {
    if (message.roomId !== roomId || senderSide(room, message.senderId) === sideOf(role)) return;
    if (document.visibilityState === 'visible') read(client, roomId);
    else unseen.current = true;
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !unseen.current) return;
      unseen.current = false;
      read(client, roomId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [client, roomId]);
}
