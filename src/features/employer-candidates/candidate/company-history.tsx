// What the company already has on the candidate: their applications to its jobs (each opening
// the response detail), the company's lists that hold them and the invitations it sent.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SearchedCandidateDetails } from '@generated/api/model';
import { formatDate } from '@/lib/format/dates';
import { STATUS_COLOR, statusLabel } from '../shared/words';

const LIST = { listStyle: 'none' } as const;

export function Applications({ items }: { items: SearchedCandidateDetails['applications'] }) {
  if (!items.length)
    return (
      <Text fz="sm" c="dimmed">
        <Trans>Has not applied to your jobs.</Trans>
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={LIST}>
      {items.map((a) => (
        <Box component="li" key={a.applicationId}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/employer/response-detail" search={{ userJobId: a.applicationId }} />
                )}
                fz="sm"
                fw={600}
              >
                {a.jobTitle}
              </Anchor>
              <Text fz="xs" c="dimmed">
                <Trans>Applied {formatDate(a.appliedAt)}</Trans>
              </Text>
            </Stack>
            <Badge variant="light" color={STATUS_COLOR[a.status]} style={{ flexShrink: 0 }}>
              {statusLabel(a.status)}
            </Badge>
          </Group>
        </Box>
      ))}
    </Stack>
  );
}

export function Lists({ items }: { items: SearchedCandidateDetails['lists'] }) {
  if (!items.length)
    return (
      <Text fz="sm" c="dimmed">
        <Trans>Not in any of your lists.</Trans>
      </Text>
    );
  return (
    <Group gap={6} role="list" aria-label={t`Lists`}>
      {items.map((l) => (
        <Badge key={l._id} role="listitem" variant="outline" color="gray" c="gray.8" tt="none">
          {l.name}
        </Badge>
      ))}
    </Group>
  );
}

export function Invitations({ items }: { items: SearchedCandidateDetails['invitations'] }) {
  if (!items.length)
    return (
      <Text fz="sm" c="dimmed">
        <Trans>Not invited yet.</Trans>
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={LIST}>
      {items.map((i) => (
        <Box component="li" key={`${i.jobId}-${i.invitedAt}`}>
          <Text fz="sm" fw={600}>
            {i.jobTitle}
          </Text>
          <Text fz="xs" c="dimmed">
            {i.openedAt
              ? t`Invited ${formatDate(i.invitedAt)} · opened ${formatDate(i.openedAt)}`
              : t`Invited ${formatDate(i.invitedAt)} · not opened yet`}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
