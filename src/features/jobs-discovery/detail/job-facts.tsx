// "Job overview": the facts of a job as a description list, each with a fallback.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Job } from '@generated/api/model';
import { formatDate } from '@/lib/format/dates';
import { experienceLabel, locationLabel, salaryLabel, workplaceLabels } from '../format/job-format';
import { employmentTypeLabels } from '@/lib/format/job-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={2} fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

export function JobFacts({ job }: { job: Job }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="job-overview-heading">
      <Title order={2} fz="lg" mb="md" id="job-overview-heading">
        <Trans>Job overview</Trans>
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md" m={0}>
        <Fact label={t`Salary`}>{salaryLabel(job.salary)}</Fact>
        <Fact label={t`Experience`}>{experienceLabel(job.experience)}</Fact>
        <Fact label={t`Job type`}>{employmentTypeLabels()[job.employmentType]}</Fact>
        <Fact label={t`Workplace`}>{workplaceLabels()[job.workplaceType]}</Fact>
        <Fact label={t`Location`}>
          {locationLabel(job.location, true)}
          {job.location?.address ? (
            <Text span display="block" fz="xs" c="dimmed" mt={2}>
              {job.location.address}
            </Text>
          ) : null}
        </Fact>
        <Fact label={t`Category`}>{job.category.nm}</Fact>
        {job.positionLevel ? <Fact label={t`Level`}>{job.positionLevel.nm}</Fact> : null}
        {job.qualification ? <Fact label={t`Qualification`}>{job.qualification.nm}</Fact> : null}
        {job.vacancies ? <Fact label={t`Openings`}>{job.vacancies}</Fact> : null}
        <Fact label={t`Posted`}>{formatDate(job.postedAt)}</Fact>
        {job.expiresAt ? <Fact label={t`Apply by`}>{formatDate(job.expiresAt)}</Fact> : null}
      </SimpleGrid>
    </Paper>
  );
}
