// The job being applied to, at the top of the apply screens: logo, title, company, place.
import { t } from '@lingui/core/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Job, JobSummary } from '@generated/api/model';
import { CompanyLogo } from '@/components/ui/company-logo';
import { jobPlace } from './job-place';
import { JobLink } from './job-link';

type Props = { job: Pick<Job | JobSummary, '_id' | 'slug' | 'title' | 'company' | 'location'> };

export function JobSummaryCard({ job }: Props) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CompanyLogo
          name={job.company.name}
          logoUri={job.company.logoUri}
          externalLogoUrl={job.company.externalLogoUrl}
          size={48}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <JobLink job={job}>{job.title ?? t`Untitled job`}</JobLink>
          <Text fz="sm">{job.company.name}</Text>
          <Text fz="sm" c="dimmed">
            {jobPlace(job.location)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
