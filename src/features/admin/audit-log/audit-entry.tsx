// One audited action: what, who, for whom and when, with what it changed as name–value pairs.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminAuditEntry, AdminAuditPerson } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';

const who = (p: AdminAuditPerson) => (p ? `${p.name} (${p.email})` : t`the system or an erased account`);

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
          <Trans>By</Trans> {who(entry.actor)}
          {entry.actingFor && entry.actingFor._id !== entry.actor?._id ? t`, for ${who(entry.actingFor)}` : ''}
        </Text>
        {details.length > 0 && (
          <Group component="dl" gap={4} m={0} style={{ columnGap: 'var(--mantine-spacing-md)', rowGap: 2 }}>
            {details.map(([k, v]) => (
              <Group key={k} gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                <Text component="dt" size="xs" fw={600} c="dimmed">
                  {k}:
                </Text>
                <Text component="dd" size="xs" c="dimmed" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {detailText(v)}
                </Text>
              </Group>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
