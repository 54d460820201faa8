// A column of job cards, and its loading placeholder shaped like them.
import { t } from '@lingui/core/macro';
import { Stack } from '@mantine/core';
import type { JobSummary } from '@generated/api/model';
import { LoadingState } from '@/components/ui/loading-state';
import { JobCard } from './job-card';

export function JobList({ jobs, headingOrder = 3 }: { jobs: JobSummary[]; headingOrder?: 2 | 3 | 4 }) {
  return (
    <Stack gap="sm">
      {jobs.map((job) => (
        <JobCard key={job._id} job={job} headingOrder={headingOrder} />
      ))}
    </Stack>
  );
}

export function JobListLoading({ rows = 4 }: { rows?: number }) {
  return <LoadingState rows={rows} withAvatar label={t`Loading jobs…`} />;
}
