// Jobs like this one, under a job. A signed-in candidate or employer gets the recommender's similar
// jobs (recommendations/jobs/similar: category, skills, title, place and experience, and for a
// candidate their profile, leaving out jobs they applied to). Guests, whom that call does not
// serve, get other open jobs of the same category, as the server renders the page. The session is
// read after hydration (its server snapshot is null), so the server's page and the first render
// agree. Nothing is shown when there are none, and a failure here never disturbs the job itself.
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import type { Job, JobSummary } from '@generated/api/model';
import { useListSimilarJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import { SILENT } from '@/lib/api/http';
import { useSession } from '@/lib/session/session';
import { JobList, JobListLoading } from '../components/job-list';

const SHOWN = 4;
const HEADING_ID = 'similar-jobs-heading';

export function SimilarJobs({ job }: { job: Job }) {
  const role = useSession()?.user.role;
  const personal = role === 'candidate' || role === 'employer';
  return personal ? <RecommendedSimilar job={job} /> : <SameCategory job={job} />;
}

function RecommendedSimilar({ job }: { job: Job }) {
  const similar = useListSimilarJobs({ jobId: job._id, limit: SHOWN }, { request: SILENT });
  if (similar.isPending)
    return (
      <Section job={job}>
        <JobListLoading rows={2} />
      </Section>
    );
  if (similar.isError)
    return (
      <Section job={job}>
        <Group gap="sm" role="alert" wrap="wrap">
          <Text fz="sm" c="dimmed">
            <Trans>Similar jobs could not be loaded.</Trans>
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void similar.refetch()}
            loading={similar.isFetching}
          >
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Section>
    );
  const jobs = similar.data.data.map((r) => r.job).filter((j) => j._id !== job._id);
  if (jobs.length === 0) return null;
  return (
    <Section job={job}>
      <JobList jobs={jobs} />
    </Section>
  );
}

function SameCategory({ job }: { job: Job }) {
  const similar = useListJobs(
    { page: 1, limit: 10, sort: 'relevant', categoryIds: [job.category.id] },
    { request: SILENT },
  );
  const jobs: JobSummary[] = (similar.data?.data.items ?? []).filter((j) => j._id !== job._id).slice(0, SHOWN);
  if (jobs.length === 0) return null;
  return (
    <Section job={job}>
      <JobList jobs={jobs} />
    </Section>
  );
}

function Section({ job, children }: { job: Job; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={HEADING_ID}>
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} fz="lg" id={HEADING_ID}>
          <Trans>Similar jobs</Trans>
        </Title>
        <Anchor
          fz="sm"
          fw={500}
          renderRoot={(props) => <Link {...props} to="/browse-jobs" search={{ category: job.category.id }} />}
        >
          <Trans>More {job.category.nm} jobs</Trans>
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}
