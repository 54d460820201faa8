// Other open jobs in the same category, under a job. Nothing is shown when there are none, and
// a failure here never disturbs the job itself.
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useListJobs } from '@generated/api/jobs/jobs';
import type { Job } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { JobList } from '../components/job-list';

const SHOWN = 4;

export function SimilarJobs({ job }: { job: Job }) {
  const similar = useListJobs(
    { page: 1, limit: 10, sort: 'relevant', categoryIds: [job.category.id] },
    { request: SILENT },
  );
  const jobs = (similar.data?.data.items ?? []).filter((j) => j._id !== job._id).slice(0, SHOWN);
  if (jobs.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-jobs-heading">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} fz="lg" id="similar-jobs-heading">
          Similar jobs
        </Title>
        <Anchor
          fz="sm"
          fw={500}
          renderRoot={(props) => <Link {...props} to="/browse-jobs" search={{ category: job.category.id }} />}
        >
          More {job.category.nm} jobs
        </Anchor>
      </Group>
      <JobList jobs={jobs} />
    </Stack>
  );
}
