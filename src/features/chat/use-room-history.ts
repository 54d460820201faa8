// A room's messages: the newest page first, then older pages on demand ("load earlier"), each
// asked for with `before` = the oldest message already shown, so messages arriving meanwhile
// never shift the pages. Reading the history marks the other side's messages read on the server.
import { useInfiniteQuery } from '@tanstack/react-query';
import { listChatRoomMessages } from '@generated/api/chat/chat';
import type { ChatMessage, PageSize } from '@generated/api/model';
import { historyKey, type History } from './chat-cache';

const PAGE: PageSize = 30;

export function useRoomHistory(roomId: string) {
  return useInfiniteQuery({
    queryKey: historyKey(roomId),
    queryFn: ({ pageParam, signal }) =>
      listChatRoomMessages(roomId, { limit: PAGE, ...(pageParam ? { before: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last): string | null =>
      last.data.pagination.total > last.data.items.length ? (last.data.items.at(-1)?._id ?? null) : null,
  });
}

/** Oldest first, each message once (a live message may also come back in a refetched page). */
export function oldestFirst(history: History | undefined): ChatMessage[] {
  const seen = new Set<string>();
  const all: ChatMessage[] = [];
  for (const page of history?.pages ?? [])
    for (const m of page.data.items)
      if (!seen.has(m._id)) {
        seen.add(m._id);
        all.push(m);
      }
  return all.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
