// The latest notifications to the engines and their answers. A table on wide screens scrolls
// sideways on a phone rather than squeezing the URLs.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Code, Table, Text } from '@mantine/core';
import type { IndexingNotification } from '@generated/api/model';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the engines' own names, the same in every language
const ENGINE = { google: 'Google', indexnow: 'IndexNow' } as const;
const STATUS_COLOR = { sent: 'green', queued: 'blue', deferred: 'yellow', failed: 'red' } as const;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function NotificationsTable({ rows }: { rows: IndexingNotification[] }) {
  if (!rows.length)
    return (
      <Text fz="sm" c="dimmed">
        <Trans>No notifications yet. They are sent when a job is posted, changed, closed, expires or is deleted.</Trans>
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t`Latest notifications`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>URL</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Engine</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Answer</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Time</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Attempts</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{n.url}</Table.Td>
              <Table.Td>
                <Code>{n.type}</Code>
              </Table.Td>
              <Table.Td>{ENGINE[n.engine]}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[n.status]} variant="light">
                  {n.status}
                </Badge>
              </Table.Td>
              <Table.Td title={n.answer ?? undefined}>{n.statusCode ?? '—'}</Table.Td>
              <Table.Td>{when(n.sentAt ?? n.createdAt)}</Table.Td>
              <Table.Td>{n.attempts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
