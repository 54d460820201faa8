// One audited action: what, who, for whom and when, with what it changed as name–value pairs.
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminAuditEntry, AdminAuditPerson } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';

const who = (p: AdminAuditPerson) => (p ? `${p.name} (${p.email})` : 'the system or an erased account');

function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function AuditEntry({ entry }: { entry: AdminAuditEntry }) {
  const details = Object.entries(entry.detail);
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color="brand" tt="none" style={{ maxWidth: '100%' }}>
            {entry.action}
          </Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={entry.at}>
            {formatDateTime(entry.at)}
          </Text>
        </Group>
        <Text size="sm">
          By {who(entry.actor)}
          {entry.actingFor && entry.actingFor._id !== entry.actor?._id ? `, for ${who(entry.actingFor)}` : ''}
        </Text>
        {details.length > 0 && (
          <Text size="xs" c="dimmed" component="dl" m={0} style={{ overflowWrap: 'anywhere' }}>
            {details.map(([k, v]) => (
              <span key={k}>
                <Text span fw={600} size="xs" component="dt" display="inline">
                  {k}
                </Text>
                :{' '}
                <Text span size="xs" component="dd" display="inline" m={0}>
                  {detailText(v)}
                </Text>
                {'  '}
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
