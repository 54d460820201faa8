// A host's history in a few dated lines: added, proven, last checked, retired.
import { t } from '@lingui/core/macro';
import { List, Text } from '@mantine/core';
import type { AdminDomain } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';

export function DomainHistory({ domain }: { domain: AdminDomain }) {
  const lines: [string, string | null][] = [
    [t`Added`, domain.addedAt],
    [t`Verified`, domain.verifiedAt],
    [t`Last checked`, domain.state === 'pending' ? domain.checkedAt : null],
    [t`Retired`, domain.retiredAt],
  ];
  return (
    <List size="xs" c="dimmed" spacing={2} listStyleType="none" aria-label={t`History of ${domain.host}`}>
      {lines
        .filter((l): l is [string, string] => l[1] !== null)
        .map(([label, at]) => (
          <List.Item key={label}>
            <Text span fz="xs" c="dimmed">
              {label} {formatDateTime(at)}
            </Text>
          </List.Item>
        ))}
    </List>
  );
}
