// Why a DevOps search also lists SRE and platform jobs (issue 18): when few jobs hold every word,
// the server searches the titles of related roles too, after the role's own jobs, and names them
// (relatedRoles). Said in one line above the results, so nobody wonders at a listed job.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** "a", "a and b", "a, b and c". */
export function listed(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  const first = names.slice(0, -1).join(', ');
  const last = names[names.length - 1] ?? '';
  return t`${first} and ${last}`;
}

export function RelatedRolesNote({ roles }: { roles: readonly string[] }) {
  return (
    <Text size="sm" c="dimmed" mb="sm">
      <Trans>Also showing related roles:</Trans> {listed(roles)}.
    </Text>
  );
}
