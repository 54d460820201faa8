// One contact message in the inbox: its subject, who wrote and when, and the start of the text;
// "Read" opens the whole message.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminContactMessage } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';
import { STATE_COLOR } from './labels';

type Props = { message: AdminContactMessage; onRead: () => void };

export function MessageCard({ message: m, onRead }: Props) {
  const headingId = `contact-message-${m._id}`;
  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color={STATE_COLOR[m.state]}>
            {m.state}
          </Badge>
          <Text size="sm" c="dimmed">
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </Text>
        </Group>
        <Text fw={700} component="h2" fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {m.subject}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            From {m.name} ({m.email})
          </Trans>
          {m.companyName ? `, ${m.companyName}` : ''}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {m.message}
        </Text>
        <Group gap="xs">
          <Button size="sm" variant="default" onClick={onRead} aria-label={t`Read “${m.subject}” from ${m.name}`}>
            <Trans>Read</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
