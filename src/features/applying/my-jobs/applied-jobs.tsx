// The Applied tab: the candidate's applications, newest first, each with its current status.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useListApplications } from '@generated/api/pipeline/pipeline';
import type { Application } from '@generated/api/model';
import { CompanyLogo } from '@/components/ui/company-logo';
import { EmptyState } from '@/components/ui/empty-state';
import { BriefcaseIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PaginationBar, type PageChange } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { applicationStatusColor, applicationStatusLabel } from '@/lib/applying/application-status';
import { formatDate } from '@/lib/format/dates';
import { jobPlace } from '../components/job-place';
import { JobLink } from '../components/job-link';
import { MessageEmployerButton } from './message-employer';
import type { PageSize } from './my-jobs-search';

function AppliedRow({ application, focused }: { application: Application; focused: boolean }) {
  const { job } = application;
  const status = applicationStatusLabel(application.status);
  // The row a notification opened is outlined and brought into view.
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      if (node && focused) node.scrollIntoView?.({ block: 'center' });
    },
    [focused],
  );
  return (
    <Paper
      component="li"
      ref={ref}
      withBorder
      radius="md"
      p="md"
      data-focused={focused || undefined}
      aria-current={focused ? 'true' : undefined}
      style={focused ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <CompanyLogo
            name={job.company.name}
            logoUri={job.company.logoUri}
            externalLogoUrl={job.company.externalLogoUrl}
            size={44}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <JobLink job={job}>{job.title ?? t`Untitled job`}</JobLink>
            <Text fz="sm">{job.company.name}</Text>
            <Text fz="sm" c="dimmed">
              {jobPlace(job.location)}{' '}
              <Trans>
                · Applied on <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
              </Trans>
            </Text>
          </Stack>
        </Group>
        <Stack gap="xs" align="flex-end">
          <Badge
            color={applicationStatusColor(application.status)}
            variant="light"
            radius="sm"
            aria-label={t`Status: ${status}`}
          >
            {status}
          </Badge>
          <MessageEmployerButton jobId={job._id} company={job.company.name} />
        </Stack>
      </Group>
    </Paper>
  );
}

type Props = { page: number; limit: PageSize; onPage: (next: PageChange) => void; focusId?: string };

export function AppliedJobs({ page, limit, onPage, focusId }: Props) {
  const list = useListApplications({ page, limit, sortBy: 'appliedAt', sortOrder: 'desc' });
  return (
    <QueryView
      query={list}
      errorTitle={t`We could not load your applications`}
      loading={<LoadingState rows={4} withAvatar label={t`Loading your applications…`} />}
      empty={
        <EmptyState
          icon={<BriefcaseIcon size={28} />}
          title={t`No applications yet`}
          text={t`Jobs you apply to appear here with their status.`}
          action={
            <Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
              <Trans>Browse jobs</Trans>
            </Button>
          }
        />
      }
    >
      {(res) => (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Applied jobs`}>
            {res.data.items.map((application) => (
              <AppliedRow key={application._id} application={application} focused={application._id === focusId} />
            ))}
          </Stack>
          <PaginationBar
            page={res.data.pagination.page}
            limit={res.data.pagination.limit}
            total={res.data.pagination.total}
            onChange={onPage}
          />
        </>
      )}
    </QueryView>
  );
}
