// The job page once the job is loaded: header with the actions, then the body beside the overview
// and the company (stacked on phones), then similar jobs.
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Grid, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Job } from '@generated/api/model';
import { ArrowRightIcon } from '@/components/ui/line-icons';
import { AboutCompany } from './about-company';
import { JobFacts } from './job-facts';
import { JobHeader } from './job-header';
import { JobLocationCard } from './job-location-card';
import { JobSections } from './job-sections';
import { SimilarJobs } from './similar-jobs';

type Props = {
  job: Job;
  /** Under the overview: the salary insights, given by the route (features do not import each other). */
  renderInsights?: (job: Job) => ReactNode;
};

export function JobDetailView({ job, renderInsights }: Props) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Anchor
        renderRoot={(props) => <Link {...props} to="/browse-jobs" />}
        fz="sm"
        fw={500}
        mb="sm"
        display="inline-block"
      >
        <Group gap={6} wrap="nowrap" component="span">
          <Trans>
            <ArrowRightIcon size={14} style={{ transform: 'rotate(180deg)' }} />
            All jobs
          </Trans>
        </Group>
      </Anchor>
      <Stack gap="lg">
        <JobHeader job={job} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <JobSections job={job} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <JobFacts job={job} />
              {renderInsights?.(job)}
              <AboutCompany job={job} />
              <JobLocationCard job={job} />
            </Stack>
          </Grid.Col>
        </Grid>
        <SimilarJobs job={job} />
      </Stack>
    </Container>
  );
}
