// One redirect rule in the console's list: the old path, where it leads, permanent or temporary,
// when it was added, and its delete button.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminRedirectRule } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';

type Props = { rule: AdminRedirectRule; onDelete: () => void };

export function RedirectCard({ rule, onDelete }: Props) {
  const headingId = `redirect-${rule._id}`;
  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color={rule.statusCode === 301 ? 'teal' : 'yellow'}>
            {rule.statusCode === 301 ? t`Permanent 301` : t`Temporary 302`}
          </Badge>
          <Text size="sm" c="dimmed">
            <Trans>Added</Trans> <time dateTime={rule.createdAt}>{formatDateTime(rule.createdAt)}</time>
          </Text>
        </Group>
        <Text fw={700} component="h2" fz="md" id={headingId} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {rule.from}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            Redirects to{' '}
            <Text span ff="monospace">
              {rule.to}
            </Text>
          </Trans>
        </Text>
        <Group gap="xs">
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t`Delete the redirect of ${rule.from}`}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
