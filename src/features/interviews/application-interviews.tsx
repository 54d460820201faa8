// The employer's interviews of one application (the pipeline's applicant detail mounts it through
// its route): each interview with its state, times in the employer's chosen zone, and what can be
// done next — offer times, offer new ones, cancel, add the booked one to a calendar. Shown only
// when the company's plan includes interview_scheduling.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListApplicationInterviewsQueryKey,
  useListApplicationInterviews,
} from '@generated/api/interviews/interviews';
import type { Interview } from '@generated/api/model';
import { QueryView } from '@/components/ui/query-view';
import { useFeature } from '@/lib/plans/use-feature';
import { CalendarButton } from './calendar-button';
import { CancelInterviewButton } from './cancel-button';
import { InterviewFacts, InterviewStatusBadge } from './interview-facts';
import { ProposeForm } from './propose-form';
import { formatInZone } from './zones';

function InterviewItem({ interview, applicationId }: { interview: Interview; applicationId: string }) {
  const client = useQueryClient();
  const [rescheduling, setRescheduling] = useState(false);
  const zone = interview.employerTimeZone;
  const refresh = () =>
    void client.invalidateQueries({ queryKey: getListApplicationInterviewsQueryKey(applicationId) });
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={t`Interview, ${interview.status}`}>
      <Stack gap="xs">
        <InterviewStatusBadge status={interview.status} />
        {interview.status === 'proposed' ? (
          <>
            <Text fz="sm">
              <Trans>Times offered ({zone}):</Trans>
            </Text>
            <List size="sm">
              {interview.slots.map((s) => (
                <List.Item key={s}>
                  <time dateTime={s}>{formatInZone(s, zone)}</time>
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        <InterviewFacts interview={interview} zone={zone} />
        {interview.status !== 'cancelled' ? (
          <Group gap="xs">
            {interview.status === 'booked' ? <CalendarButton id={interview._id} /> : null}
            <Button variant="default" size="compact-sm" onClick={() => setRescheduling(true)}>
              <Trans>Offer new times</Trans>
            </Button>
            <CancelInterviewButton id={interview._id} onDone={refresh} />
          </Group>
        ) : null}
      </Stack>
      <ProposeForm
        applicationId={applicationId}
        interviewId={interview._id}
        opened={rescheduling}
        onClose={() => setRescheduling(false)}
      />
    </Paper>
  );
}

function Interviews({ applicationId }: { applicationId: string }) {
  const [proposing, setProposing] = useState(false);
  const list = useListApplicationInterviews(applicationId);
  return (
    <Card component="section" p="lg" withBorder aria-label={t`Interviews`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          <Trans>Interviews</Trans>
        </Title>
        <Button size="compact-sm" onClick={() => setProposing(true)}>
          <Trans>Propose interview times</Trans>
        </Button>
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the interviews`}
        empty={
          <Text c="dimmed">
            <Trans>No interview yet. Propose times and the candidate picks one.</Trans>
          </Text>
        }
      >
        {({ data }) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((i) => (
              <InterviewItem key={i._id} interview={i} applicationId={applicationId} />
            ))}
          </Stack>
        )}
      </QueryView>
      <ProposeForm applicationId={applicationId} opened={proposing} onClose={() => setProposing(false)} />
    </Card>
  );
}

export function ApplicationInterviews({ applicationId }: { applicationId: string }) {
  const feature = useFeature('interview_scheduling');
  if (!feature.allowed) return null;
  return <Interviews applicationId={applicationId} />;
}
