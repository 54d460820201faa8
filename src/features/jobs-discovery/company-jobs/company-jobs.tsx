// The open jobs of one company, for its profile page: newest first, in pages.
import { t } from '@lingui/core/macro';
import { Paper, Stack, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import { constants } from '@generated/manifest';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { JobList, JobListLoading } from '../components/job-list';
import { BriefcaseIcon } from '@/components/ui/line-icons';

export function CompanyJobs({ companyId, companyName }: { companyId: string; companyName: string }) {
  const [page, setPage] = useState<number>(constants.pagination.defaultPage);
  const jobs = useListJobs(
    { page, limit: 10, sort: 'newest', companyId },
    { query: { placeholderData: keepPreviousData } },
  );
  const total = jobs.data?.data.pagination.total;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {total === undefined ? t`Open jobs` : t`Open jobs (${total})`}
      </Title>
      <QueryView
        query={jobs}
        loading={<JobListLoading rows={3} />}
        errorTitle={t`We could not load the jobs`}
        empty={
          <Paper withBorder radius="md">
            <EmptyState
              compact
              icon={<BriefcaseIcon size={22} />}
              title={t`No open jobs right now`}
              text={t`${companyName} is not hiring at the moment. Check back soon.`}
            />
          </Paper>
        }
      >
        {(result) => (
          <Stack gap="sm" style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}>
            <JobList jobs={result.data.items} />
            <PaginationBar
              page={result.data.pagination.page}
              limit={result.data.pagination.limit}
              total={result.data.pagination.total}
              withPageSize={false}
              onChange={(next) => setPage(next.page)}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
