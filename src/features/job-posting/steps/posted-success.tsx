// Step 9: the job is posted. Says whether it is live or waiting for approval, and offers the
// next things to do.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Job } from '@generated/api/model';
import { CheckIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryView } from '@/components/ui/query-view';
import { useDraft } from '../api/draft';

export function PostedSuccess({ jobId }: { jobId?: string }) {
  const draft = useDraft(jobId);
  return (
    <Container size="sm" py={48}>
      {jobId ? (
        <QueryView query={draft} loading={<LoadingState rows={1} />}>
          {(res) => <Posted job={res.data} />}
        </QueryView>
      ) : (
        <EmptyState
          title={t`No job to show`}
          action={
            <Button component={Link} to="/employer/my-jobs">
              <Trans>Go to my jobs</Trans>
            </Button>
          }
        />
      )}
    </Container>
  );
}

function Posted({ job }: { job: Job }) {
  const pending = job.approvalStatus === 1;
  return (
    <Card p="xl">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color={pending ? 'yellow' : 'green'} variant="light" aria-hidden>
          <CheckIcon size={32} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {pending ? t`Job submitted for approval` : t`Your job is live`}
        </Title>
        <Text c="dimmed" maw={440}>
          {pending
            ? t`“${job.title ?? 'Your job'}” will be visible to candidates as soon as it is approved.`
            : t`“${job.title ?? 'Your job'}” is now visible to candidates and open for applications.`}
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          {job.slug && !pending ? (
            <Button
              renderRoot={(props) => <Link {...props} to="/job-detail/$slug" params={{ slug: job.slug ?? '' }} />}
            >
              <Trans>View job</Trans>
            </Button>
          ) : null}
          <Button component={Link} to="/employer/job-type" variant="light">
            <Trans>Post another job</Trans>
          </Button>
          <Button component={Link} to="/employer/my-jobs" variant="default">
            <Trans>My jobs</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
