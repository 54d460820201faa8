// The messages around a report, oldest first: who wrote each and when, the reported one marked
// (in colour and in words), removed ones labelled. The console reads nothing else of a chat.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminChatContextMessage } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';

type Props = { messages: AdminChatContextMessage[]; label: string };

export function ContextMessages({ messages, label }: Props) {
  if (!messages.length)
    return (
      <Text size="sm" c="dimmed">
        <Trans>The conversation had no messages when it was reported.</Trans>
      </Text>
    );
  return (
    <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {messages.map((m) => (
        <Paper
          key={m._id}
          component="li"
          withBorder
          radius="md"
          px="sm"
          py={6}
          bg={m.reported ? 'yellow.0' : 'gray.0'}
          style={m.reported ? { borderColor: 'var(--mantine-color-yellow-7)', borderWidth: 2 } : undefined}
          data-reported={m.reported || undefined}
        >
          <Group gap={6} wrap="wrap">
            <Text size="xs" fw={600}>
              {m.senderName}
            </Text>
            <Text size="xs" c="dimmed">
              {m.side === 'candidate' ? t`candidate` : t`employer`} ·{' '}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </Text>
            {m.reported ? (
              <Badge size="xs" color="yellow" variant="filled" c="dark">
                <Trans>Reported message</Trans>
              </Badge>
            ) : null}
            {m.removed ? (
              <Badge size="xs" color="gray" variant="light">
                <Trans>Removed</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.body || (m.attachments ? '' : t`(empty)`)}
          </Text>
          {m.attachments ? (
            <Text size="xs" c="dimmed">
              {plural(m.attachments, { one: 'With a file', other: 'With # files' })}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
