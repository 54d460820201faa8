// One conversation in the list: the other person, the job, the newest message and when, and how
// many messages are unread; the open one is marked as the current page.
import { plural } from '@lingui/core/macro';
import { Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { ChatRoom } from '@generated/api/model';
import { chatRouteOf } from '@/lib/chat/chat-paths';
import { lastMessagePreview, otherParticipant } from '@/lib/chat/room';
import { formatDateTime, formatTime, relativeDay } from '@/lib/format/dates';
import { PersonAvatar } from '@/components/ui/person-avatar';

type Props = { room: ChatRoom; role: string; active: boolean; onOpen: () => void };

/** Today's messages by their time, older ones by their day. */
function when(iso: string): string {
  return dayjs(iso).isSame(dayjs(), 'day') ? formatTime(iso) : relativeDay(iso);
}

export function RoomRow({ room, role, active, onOpen }: Props) {
  const other = otherParticipant(room, role);
  const name = other?.name ?? 'Conversation';
  const unread = room.unreadCount;
  const at = room.lastMessage?.createdAt ?? room.updatedAt;
  const context = [role === 'candidate' ? other?.companyName : null, room.jobTitle].filter(Boolean).join(' · ');
  return (
    <Box component="li">
      <Box
        renderRoot={(props) => <Link {...props} to={chatRouteOf(role)} params={{ id: room._id }} />}
        onClick={onOpen}
        aria-current={active ? 'page' : undefined}
        data-testid="chat-room-row"
        data-unread={unread || undefined}
        display="block"
        px="sm"
        py="xs"
        bg={active ? 'brand.0' : undefined}
        c="inherit"
        style={{ textDecoration: 'none', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PersonAvatar name={name} src={other?.avatar} size="md" />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fz="sm" fw={unread ? 700 : 600} truncate="end">
                {name}
              </Text>
              <Text
                component="time"
                dateTime={at}
                title={formatDateTime(at)}
                fz="xs"
                c="dimmed"
                style={{ flex: 'none' }}
              >
                {when(at)}
              </Text>
            </Group>
            {context ? (
              <Text fz="xs" c="dimmed" truncate="end">
                {context}
              </Text>
            ) : null}
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fz="sm" c={unread ? 'dark.8' : 'dimmed'} fw={unread ? 600 : 400} truncate="end">
                {lastMessagePreview(room)}
              </Text>
              {unread ? (
                <Badge size="sm" color="red" circle aria-hidden style={{ flex: 'none' }}>
                  {unread > 99 ? '99+' : unread}
                </Badge>
              ) : null}
            </Group>
            {unread ? (
              <VisuallyHidden>{plural(unread, { one: '# unread message', other: '# unread messages' })}</VisuallyHidden>
            ) : null}
          </Stack>
        </Group>
      </Box>
    </Box>
  );
}
