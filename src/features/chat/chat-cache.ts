// How live events reach what React Query holds: a new message joins its room's history, a read
// receipt marks the messages it covers, a removed message replaces its copy, a closed room says so,
// and the room lists' unread counts follow the socket's.
// Both kinds of cached list (the header's page and the screen's pages) are patched alike.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { getGetChatRoomQueryKey, getListChatRoomMessagesUrl, getListChatRoomsUrl } from '@generated/api/chat/chat';
import type {
  ChatMessage,
  ChatRoom,
  GetChatRoom200,
  ListChatRoomMessages200,
  ListChatRooms200,
  UnreadCount,
} from '@generated/api/model';
import type { MessagesRead } from '@/lib/chat/chat-events';
import { senderSide } from '@/lib/chat/room';

export type History = InfiniteData<ListChatRoomMessages200>;
type RoomLists = ListChatRooms200 | InfiniteData<ListChatRooms200>;

/** A room's history, newest page first, each page newest message first. */
export const historyKey = (roomId: string) => [getListChatRoomMessagesUrl(roomId), 'history'] as const;

/** Every cached room list, whatever its filters (the generated key's first part). */
export const roomListsKey = [getListChatRoomsUrl()] as const;

/** The screen's paged room list. */
export const roomPagesKey = (filters: { search?: string; unreadOnly?: boolean }) =>
  [getListChatRoomsUrl(), 'pages', filters] as const;

function mapHistory(old: History | undefined, fn: (m: ChatMessage) => ChatMessage): History | undefined {
  if (!old) return old;
  return {
    ...old,
    pages: old.pages.map((p) => ({ ...p, data: { ...p.data, items: p.data.items.map(fn) } })),
  };
}

/**
 * Adds a stored message at the newest end of its room's history, unless it is there already. A
 * load of the history on its way (the first, or a refetch) was read before the message was
 * stored, and its answer would replace what is cached without it: the sender's own message
 * vanished when its acknowledgement beat the room's first load (seen in the chat journey). Such a
 * load is asked again, so that it reads the message too.
 */
export function addToHistory(client: QueryClient, message: ChatMessage): void {
  const key = historyKey(message.roomId);
  // Cancelled first: a first load in flight is shared, not started again, by an invalidation alone.
  if (client.isFetching({ queryKey: key, exact: true }) > 0)
    void client
      .cancelQueries({ queryKey: key, exact: true })
      .then(() => client.invalidateQueries({ queryKey: key, exact: true }));
  client.setQueryData<History>(key, (old) => {
    const [first, ...rest] = old?.pages ?? [];
    if (!old || !first || old.pages.some((p) => p.data.items.some((m) => m._id === message._id))) return old;
    const pagination = { ...first.data.pagination, total: first.data.pagination.total + 1 };
    return {
      ...old,
      pages: [{ ...first, data: { ...first.data, items: [message, ...first.data.items], pagination } }, ...rest],
    };
  });
}

/** A stored message changed (the moderators removed it): its copy in the history is replaced. */
export function replaceInHistory(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<History>(historyKey(message.roomId), (old) =>
    mapHistory(old, (m) => (m._id === message._id ? message : m)),
  );
}

/** Changes the cached room (closed by the moderators, reported by the caller), if it is cached. */
export function patchRoom(client: QueryClient, roomId: string, fn: (room: ChatRoom) => ChatRoom): void {
  client.setQueryData<GetChatRoom200>(getGetChatRoomQueryKey(roomId), (old) =>
    old ? { ...old, data: fn(old.data) } : old,
  );
}

/** The other side read up to `readAt`: the messages sent to them until then are read. */
export function applyReadReceipt(client: QueryClient, room: ChatRoom, event: MessagesRead): void {
  const until = Date.parse(event.readAt);
  client.setQueryData<History>(historyKey(event.roomId), (old) =>
    mapHistory(old, (m) =>
      m.readAt === null && senderSide(room, m.senderId) !== event.side && Date.parse(m.createdAt) <= until
        ? { ...m, readAt: event.readAt }
        : m,
    ),
  );
}

function mapRoomLists(client: QueryClient, fn: (page: ListChatRooms200) => ListChatRooms200): void {
  client.setQueriesData<RoomLists>({ queryKey: roomListsKey }, (old) => {
    if (!old) return old;
    return 'pages' in old ? { ...old, pages: old.pages.map(fn) } : fn(old);
  });
}

/** The socket's count replaces the lists' per-room counts and totals. */
export function applyUnreadCount(client: QueryClient, count: UnreadCount): void {
  const byRoom = new Map(count.rooms.map((r) => [r.roomId, r.count]));
  mapRoomLists(client, (page) => ({
    ...page,
    data: {
      ...page.data,
      unread: count,
      items: page.data.items.map((r) => ({ ...r, unreadCount: byRoom.get(r._id) ?? 0 })),
    },
  }));
}

/** The room was read on this device: no unread messages in it any more. */
export function clearRoomUnread(client: QueryClient, roomId: string): void {
  mapRoomLists(client, (page) => {
    const was = page.data.unread.rooms.find((r) => r.roomId === roomId)?.count ?? 0;
    return {
      ...page,
      data: {
        ...page.data,
        unread: {
          total: Math.max(0, page.data.unread.total - was),
          rooms: page.data.unread.rooms.filter((r) => r.roomId !== roomId),
        },
        items: page.data.items.map((r) => (r._id === roomId ? { ...r, unreadCount: 0 } : r)),
      },
    };
  });
}
