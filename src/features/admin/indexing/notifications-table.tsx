// The latest notifications to the engines and their answers. A table on wide screens scrolls
// sideways on a phone rather than squeezing the URLs.
import { Badge, Code, Table, Text } from '@mantine/core';
import type { IndexingNotification } from '@generated/api/model';

const ENGINE = { google: 'Google', indexnow: 'IndexNow' } as const;
const STATUS_COLOR = { sent: 'green', queued: 'blue', deferred: 'yellow', failed: 'red' } as const;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function NotificationsTable({ rows }: { rows: IndexingNotification[] }) {
  if (!rows.length)
    return (
      <Text fz="sm" c="dimmed">
        No notifications yet. They are sent when a job is posted, changed, closed, expires or is deleted.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Latest notifications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>URL</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Engine</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Attempts</Table.Th>
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
