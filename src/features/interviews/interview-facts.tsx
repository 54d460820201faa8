// What both sides read of an interview: its status, when (in the reader's zone, named), how and
// where, and the note; shared by the employer's and the candidate's lists.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Interview, InterviewMode, InterviewStatus } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';
import { formatInZone } from './zones';

export const MODE_LABEL: Record<InterviewMode, MessageDescriptor> = {
  video: msg`Video call`,
  phone: msg`Phone call`,
  onsite: msg`On site`,
};
const STATUS: Record<InterviewStatus, { label: MessageDescriptor; color: string }> = {
  proposed: { label: msg`Waiting for a time`, color: 'yellow' },
  booked: { label: msg`Booked`, color: 'green' },
  cancelled: { label: msg`Cancelled`, color: 'gray' },
};

export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  return (
    <Badge color={STATUS[status].color} variant="light">
      {textOf(STATUS[status].label)}
    </Badge>
  );
}

export function InterviewFacts({ interview, zone }: { interview: Interview; zone: string }) {
  const i = interview;
  return (
    <Stack gap={4}>
      {i.startsAt ? (
        <Text fz="sm" fw={600}>
          <time dateTime={i.startsAt}>{formatInZone(i.startsAt, zone)}</time>{' '}
          <Text span fz="xs" c="dimmed">
            <Trans>
              ({zone}, {i.durationMinutes} min)
            </Trans>
          </Text>
        </Text>
      ) : null}
      <Group gap="xs">
        <Text fz="sm">{textOf(MODE_LABEL[i.mode])}</Text>
        {i.location ? (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            · {i.location}
          </Text>
        ) : null}
      </Group>
      {i.note ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {i.note}
        </Text>
      ) : null}
      {i.status === 'cancelled' ? (
        <Text fz="sm" c="dimmed">
          {i.cancelledBy === 'candidate'
            ? i.cancelReason
              ? t`Cancelled by the candidate: ${i.cancelReason}`
              : t`Cancelled by the candidate`
            : i.cancelReason
              ? t`Cancelled by the employer: ${i.cancelReason}`
              : t`Cancelled by the employer`}
        </Text>
      ) : null}
    </Stack>
  );
}
