// One notification: its kind, headline, text and age; unread ones are marked by a dot and bold
// headline. Opening it marks it read and goes to the thing it is about.
import { t } from '@lingui/core/macro';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Notification } from '@generated/api/model';
import { formatDateTime, relativeDay } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
import { KIND } from './notification-kinds';

type Props = {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onToggleRead: (n: Notification) => void;
  busy: boolean;
};

export function NotificationItem({ notification: n, onOpen, onToggleRead, busy }: Props) {
  const kind = KIND[n.type];
  const headline = (
    <Text fw={n.isRead ? 500 : 700} fz="md" lh={1.35}>
      {n.title}
    </Text>
  );
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={n.isRead ? undefined : 'brand.0'}
      aria-label={n.isRead ? n.title : t`Unread: ${n.title}`}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Box
          mt={8}
          w={10}
          h={10}
          style={{ borderRadius: '50%', flex: 'none' }}
          bg={n.isRead ? 'transparent' : 'brand.6'}
          aria-hidden
        />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Badge size="sm" variant="light" color={kind.color} radius="sm">
              {textOf(kind.label)}
            </Badge>
            <Text fz="xs" c="dimmed" component="time" dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
              {relativeDay(n.createdAt)}
            </Text>
          </Group>
          {n.link ? (
            <Anchor
              href={n.link}
              c="inherit"
              underline="hover"
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onOpen(n);
              }}
            >
              {headline}
            </Anchor>
          ) : (
            headline
          )}
          <Text fz="sm" c="dark.5" style={{ overflowWrap: 'anywhere' }}>
            {n.body}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          size="compact-sm"
          color="dark"
          loading={busy}
          onClick={() => onToggleRead(n)}
          aria-label={n.isRead ? t`Mark "${n.title}" as unread` : t`Mark "${n.title}" as read`}
          visibleFrom="xs"
        >
          {n.isRead ? t`Mark unread` : t`Mark read`}
        </Button>
      </Group>
    </Paper>
  );
}
