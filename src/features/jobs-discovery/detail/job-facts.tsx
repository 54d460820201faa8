// "Job overview": the facts of a job as a description list, each with a fallback.
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Job } from '@generated/api/model';
import { formatDate } from '@/lib/format/dates';
import {
  EMPLOYMENT_TYPE_LABELS,
  experienceLabel,
  locationLabel,
  salaryLabel,
  WORKPLACE_LABELS,
} from '../format/job-format';

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
        Job overview
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md" m={0}>
        <Fact label="Salary">{salaryLabel(job.salary)}</Fact>
        <Fact label="Experience">{experienceLabel(job.experience)}</Fact>
        <Fact label="Job type">{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</Fact>
        <Fact label="Workplace">{WORKPLACE_LABELS[job.workplaceType]}</Fact>
        <Fact label="Location">
          {locationLabel(job.location, true)}
          {job.location?.address ? (
            <Text span display="block" fz="xs" c="dimmed" mt={2}>
              {job.location.address}
            </Text>
          ) : null}
        </Fact>
        <Fact label="Category">{job.category.nm}</Fact>
        {job.positionLevel ? <Fact label="Level">{job.positionLevel.nm}</Fact> : null}
        {job.qualification ? <Fact label="Qualification">{job.qualification.nm}</Fact> : null}
        {job.vacancies ? <Fact label="Openings">{job.vacancies}</Fact> : null}
        <Fact label="Posted">{formatDate(job.postedAt)}</Fact>
        {job.expiresAt ? <Fact label="Apply by">{formatDate(job.expiresAt)}</Fact> : null}
      </SimpleGrid>
    </Paper>
  );
}
