// What both sides read of an interview: its status, when (in the reader's zone, named), how and
// where, and the note; shared by the employer's and the candidate's lists.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Interview, InterviewMode, InterviewStatus } from '@generated/api/model';
import { formatInZone } from './zones';

export const MODE_LABEL: Record<InterviewMode, string> = {
  video: 'Video call',
  phone: 'Phone call',
  onsite: 'On site',
};
const STATUS: Record<InterviewStatus, { label: string; color: string }> = {
  proposed: { label: 'Waiting for a time', color: 'yellow' },
  booked: { label: 'Booked', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  return (
    <Badge color={STATUS[status].color} variant="light">
      {STATUS[status].label}
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
            ({zone}, {i.durationMinutes} min)
          </Text>
        </Text>
      ) : null}
      <Group gap="xs">
        <Text fz="sm">{MODE_LABEL[i.mode]}</Text>
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
          Cancelled by the {i.cancelledBy ?? 'employer'}
          {i.cancelReason ? `: ${i.cancelReason}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
