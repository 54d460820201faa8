// /employer/job-detail?jobId=…: the employer's view of one of their jobs: its status and approval
// (with an admin's decline reason), the applicant and view counts with a way into the responses,
// every field entered, and the lifecycle actions its status allows.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Card, Container, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import type { Job } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import type { JobIdSearch } from '../flow/search';
import { StatusBadge } from '../my-jobs/status-badge';
import { ApprovalNotice } from './approval-notice';
import { JobActionsPanel } from './job-actions-panel';
import { JobContent } from './job-content';

function BackToMyJobs() {
  return (
    <Anchor component={Link} to="/employer/my-jobs" fz="sm" w="fit-content">
      <Trans>← My jobs</Trans>
    </Anchor>
  );
}

function Stat({ label, value, children }: { label: string; value: number; children?: React.ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value.toLocaleString('en-US')}
      </Text>
      {children}
    </Card>
  );
}

function JobDetail({ job }: { job: Job }) {
  const counts = job.counts ?? { applicants: 0, newApplicants: 0, views: 0 };
  const isPublic = job.approvalStatus === 2 && job.slug && job.status !== 'DRAFT';
  const { can } = useEmployerPermissions();
  return (
    <>
      <PageHeader
        above={<BackToMyJobs />}
        title={job.title ?? t`Untitled draft`}
        subtitle={
          <Group component="span" gap="xs" wrap="wrap">
            <StatusBadge status={job.status} approval={job.approvalStatus} />
            <span>{job.category.nm}</span>
          </Group>
        }
        actions={
          <>
            <Button
              variant="default"
              renderRoot={(props) => <Link {...props} to="/employer/job-type" search={{ jobId: job._id }} />}
            >
              <Trans>Edit job</Trans>
            </Button>
            {isPublic ? (
              <Button
                variant="subtle"
                renderRoot={(props) => <Link {...props} to="/job-detail/$slug" params={{ slug: job.slug ?? '' }} />}
              >
                <Trans>View on site</Trans>
              </Button>
            ) : null}
          </>
        }
      />
      <ApprovalNotice job={job} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="md" aria-label={t`Job counts`} component="section">
        <Stat label={t`Applicants`} value={counts.applicants}>
          {can('manage_applicants') ? (
            <Anchor
              fz="sm"
              renderRoot={(props) => <Link {...props} to="/employer/responses" search={{ jobId: job._id }} />}
            >
              <Trans>View responses</Trans>
            </Anchor>
          ) : null}
        </Stat>
        <Stat label={t`New applicants`} value={counts.newApplicants} />
        <Stat label={t`Views`} value={counts.views} />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <JobContent job={job} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <JobActionsPanel job={job} />
        </Grid.Col>
      </Grid>
    </>
  );
}

export function EmployerJobDetailPage({ search }: { search: JobIdSearch }) {
  const jobId = search.jobId ?? '';
  const job = useGetJob(jobId, { query: { enabled: jobId !== '' } });
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {jobId === '' ? (
        <Stack>
          <BackToMyJobs />
          <EmptyState
            title={t`No job chosen`}
            text={t`Open a job from My jobs to see its details.`}
            action={
              <Button component={Link} to="/employer/my-jobs">
                <Trans>Go to My jobs</Trans>
              </Button>
            }
          />
        </Stack>
      ) : (
        <QueryView
          query={job}
          loading={<LoadingState rows={5} label={t`Loading the job…`} />}
          errorTitle={t`We could not load this job`}
        >
          {(res) => <JobDetail job={res.data} />}
        </QueryView>
      )}
    </Container>
  );
}
