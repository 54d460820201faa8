// The top of a job page: who is hiring, for what, where, and the actions.
import { t } from '@lingui/core/macro';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Job } from '@generated/api/model';
import { CompanyLogo } from '@/components/ui/company-logo';
import { JobBadges } from '../components/job-badges';
import { locationLabel, postedLabel, workplaceLabels } from '../format/job-format';
import { employmentTypeLabels } from '@/lib/format/job-labels';
import { ClockIcon, MapPinIcon } from '@/components/ui/line-icons';
import { ApplyButton } from './apply-button';
import { companyOfJob } from './company-of-job';
import { SaveJobButton } from './save-job-button';
import { ShareJobButton } from './share-job-button';

/** A function, not a table: a module constant would keep the language of the first render. */
function statusBadge(status: Job['status']): { label: string; color: string } | undefined {
  if (status === 'CLOSED') return { label: t`Closed`, color: 'gray' };
  if (status === 'PAUSED') return { label: t`Paused`, color: 'orange' };
  if (status === 'EXPIRED') return { label: t`Expired`, color: 'gray' };
  return undefined;
}

export function JobHeader({ job }: { job: Job }) {
  const company = companyOfJob(job);
  const status = statusBadge(job.status);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <CompanyLogo
            name={company.name}
            logoUri={company.logoUri}
            externalLogoUrl={company.externalLogoUrl}
            size={64}
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
              {job.title ?? t`Untitled job`}
            </Title>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/company-profile" search={{ slug: company.slug }} />}
              fw={600}
              w="fit-content"
            >
              {company.name}
            </Anchor>
            <Group gap="md" wrap="wrap" c="dimmed" fz="sm" style={{ rowGap: 4 }}>
              <Group gap={6} wrap="nowrap">
                <MapPinIcon size={16} />
                <Text fz="sm">{locationLabel(job.location, true)}</Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <ClockIcon size={16} />
                <Text fz="sm">{postedLabel(job.postedAt)}</Text>
              </Group>
            </Group>
            <Group gap={6} wrap="wrap" mt={4}>
              {status ? (
                <Badge color={status.color} variant="filled" radius="sm">
                  {status.label}
                </Badge>
              ) : null}
              <Badge variant="light" radius="sm">
                {employmentTypeLabels()[job.employmentType]}
              </Badge>
              <Badge variant="light" color="grape" radius="sm">
                {workplaceLabels()[job.workplaceType]}
              </Badge>
              <JobBadges isFeatured={job.isFeatured} isUrgent={job.isUrgent} isApplied={job.isApplied} />
            </Group>
          </Stack>
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Box w={{ base: '100%', xs: 'auto' }} maw={{ xs: 420 }}>
            <ApplyButton job={job} />
          </Box>
          <SaveJobButton job={job} />
          <ShareJobButton job={job} />
        </Group>
      </Stack>
    </Paper>
  );
}
