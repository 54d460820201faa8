// The candidate's interviews (My jobs mounts it above the tabs through its route): times offered
// to pick from, written in the candidate's own zone (the browser's, which the pick sends along),
// the booked ones with their calendar file, and a way to cancel. Shown only when the board's plan
// includes interview_scheduling, and only once there is an interview to show.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListMyInterviewsQueryKey,
  useListMyInterviews,
  usePickInterviewSlot,
} from '@generated/api/interviews/interviews';
import type { Interview } from '@generated/api/model';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api/api-error';
import { useFeature } from '@/lib/plans/use-feature';
import { CalendarButton } from './calendar-button';
import { CancelInterviewButton } from './cancel-button';
import { InterviewFacts, InterviewStatusBadge } from './interview-facts';
import { browserZone, formatInZone } from './zones';

function PickSlot({ interview, zone, onDone }: { interview: Interview; zone: string; onDone: () => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const pick = usePickInterviewSlot({ mutation: { onSuccess: onDone } });
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t`Pick a time (shown in ${zone})`}
        value={chosen}
        onChange={setChosen}
        name={`slots-${interview._id}`}
      >
        <Stack gap={6} mt={6}>
          {interview.slots.map((s) => (
            <Radio key={s} value={s} label={formatInZone(s, zone)} />
          ))}
        </Stack>
      </Radio.Group>
      {pick.error ? (
        <Alert color="red" role="alert">
          {isApiError(pick.error) ? pick.error.message : t`Please try again in a moment`}
        </Alert>
      ) : null}
      <Group>
        <Button
          size="compact-sm"
          disabled={!chosen}
          loading={pick.isPending}
          onClick={() => chosen && pick.mutate({ id: interview._id, data: { startsAt: chosen, timeZone: zone } })}
        >
          <Trans>Book this time</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function InterviewRow({ interview, zone }: { interview: Interview; zone: string }) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: getListMyInterviewsQueryKey() });
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      aria-label={t`Interview for ${interview.jobTitle} at ${interview.companyName}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
            {interview.jobTitle} · {interview.companyName}
          </Text>
          <InterviewStatusBadge status={interview.status} />
        </Group>
        <InterviewFacts interview={interview} zone={zone} />
        {interview.status === 'proposed' ? <PickSlot interview={interview} zone={zone} onDone={refresh} /> : null}
        {interview.status !== 'cancelled' ? (
          <Group gap="xs">
            {interview.status === 'booked' ? <CalendarButton id={interview._id} /> : null}
            <CancelInterviewButton id={interview._id} onDone={refresh} />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Interviews() {
  const list = useListMyInterviews();
  const zone = browserZone();
  if (list.isLoading) return <LoadingState rows={1} label={t`Loading your interviews…`} />;
  if (list.isError && !list.data)
    return (
      <ErrorState
        title={t`We could not load your interviews`}
        message={t`Please try again in a moment.`}
        onRetry={() => void list.refetch()}
      />
    );
  const items = list.data?.data ?? [];
  // Nothing to show before an employer invites: My jobs stays as it was.
  if (!items.length) return null;
  return (
    <Card component="section" withBorder p="md" mb="md" aria-label={t`Interviews`}>
      <Title order={2} fz="lg" mb="sm">
        <Trans>Interviews</Trans>
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((i) => (
          <InterviewRow key={i._id} interview={i} zone={zone} />
        ))}
      </Stack>
    </Card>
  );
}

export function MyInterviews() {
  const feature = useFeature('interview_scheduling');
  if (!feature.allowed) return null;
  return <Interviews />;
}
