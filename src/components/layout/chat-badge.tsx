// The chat badge in the header of a signed-in candidate or employer on a plan with chat: the
// unread count over all rooms (the room list's on load, then the socket's as it changes) and a
// menu of the five most recent conversations. It also keeps the chat connection right for the
// page, so every screen of the header gets live counts on the chat-related pages.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Avatar, Badge, Group, Indicator, Menu, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { getListChatRoomsQueryKey, useListChatRooms } from '@generated/api/chat/chat';
import type { ChatRoom } from '@generated/api/model';
import { ChatIcon } from '@/components/ui/line-icons';
import { useChatEnabled } from '@/lib/chat/chat-access';
import { chatRouteOf } from '@/lib/chat/chat-paths';
import { lastMessagePreview, otherParticipant } from '@/lib/chat/room';
import { useChatConnection, useChatEvent, useChatStatus, useUnreadMsgCount } from '@/lib/chat/use-chat';

const POLL_MS = 60_000;
// Page sizes are 10 to 50 (PageSize); the menu shows the five most recent.
const RECENT = { page: 1, limit: 10 } as const;
const SHOWN = 5;
const RECENT_KEY = getListChatRoomsQueryKey(RECENT);

export function unreadLabel(total: number): string {
  return total ? plural(total, { one: '# unread message', other: '# unread messages' }) : t`No unread messages`;
}

export default function ChatBadge({ role }: { role: string }) {
  const enabled = useChatEnabled();
  useChatConnection(enabled);
  return enabled ? <ChatMenu role={role} /> : null;
}

function ChatMenu({ role }: { role: string }) {
  const client = useQueryClient();
  const connected = useChatStatus() === 'connected';
  const live = useUnreadMsgCount();
  // While connected the socket says when something changed; otherwise poll like the bell does.
  const recent = useListChatRooms(RECENT, {
    query: { refetchInterval: connected ? false : POLL_MS, refetchOnWindowFocus: true, staleTime: 10_000 },
  });
  const refresh = () => void client.invalidateQueries({ queryKey: RECENT_KEY, exact: true });
  useChatEvent('newMessage', refresh);
  // Leaving the chat pages stops the live count; the list catches up with what it did not see.
  const wasConnected = useRef(false);
  useEffect(() => {
    if (wasConnected.current && !connected) void client.invalidateQueries({ queryKey: RECENT_KEY, exact: true });
    wasConnected.current = connected;
  }, [connected, client]);

  const total = connected && live ? live.total : (recent.data?.data.unread.total ?? 0);
  const rooms = recent.data?.data.items.slice(0, SHOWN) ?? [];
  return (
    <Indicator
      label={total > 99 ? '99+' : total}
      disabled={!total}
      size={18}
      offset={4}
      color="red"
      data-testid="chat-unread-badge"
      role="group"
      aria-label={unreadLabel(total)}
    >
      <Menu position="bottom-end" width={320} withinPortal onOpen={refresh}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t`Messages`}>
            <ChatIcon size={22} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Messages</Trans>
          </Menu.Label>
          {rooms.length ? (
            rooms.map((room) => <RoomItem key={room._id} room={room} role={role} />)
          ) : (
            <Text px="sm" py="xs" fz="sm" c="dimmed">
              {recent.isError
                ? t`We could not load your conversations.`
                : recent.data
                  ? t`No conversations yet`
                  : t`Loading…`}
            </Text>
          )}
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}

function RoomItem({ room, role }: { room: ChatRoom; role: string }) {
  const other = otherParticipant(room, role);
  const name = other?.name ?? 'Conversation';
  return (
    <Menu.Item
      renderRoot={(props) => <Link {...props} to={chatRouteOf(role)} params={{ id: room._id }} />}
      leftSection={
        <Avatar src={other?.avatar ?? null} name={name} color="initials" radius="xl" size="sm" aria-hidden />
      }
      rightSection={
        room.unreadCount ? (
          <Badge size="sm" color="red" circle aria-label={unreadLabel(room.unreadCount)}>
            {room.unreadCount > 99 ? '99+' : room.unreadCount}
          </Badge>
        ) : null
      }
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={4} wrap="nowrap">
          <Text fz="sm" fw={room.unreadCount ? 700 : 500} truncate="end">
            {name}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed" truncate="end">
          {lastMessagePreview(room)}
        </Text>
      </Stack>
    </Menu.Item>
  );
}
