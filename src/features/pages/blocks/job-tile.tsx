// One job in a block (spotlight, browse jobs): title linking to the job's page, the company, where,
// the type of work, the pay when shown, and how fresh it is.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CompanySummary, EmploymentType, JobLocation, SalaryRange, WorkplaceType } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { CompanyLogo } from '@/components/ui/company-logo';
import classes from '@/components/ui/hover-card.module.css';
import { employmentTypeLabels, payText } from '@/lib/format/job-labels';
import { relativeDay } from '@/lib/format/dates';

export type TileJob = {
  _id: string;
  slug: string | null;
  title: string | null;
  company: CompanySummary;
  location: JobLocation | null;
  employmentType: EmploymentType | null;
  workplaceType: WorkplaceType | null;
  salary: SalaryRange | null;
  postedAt: string | null;
  isFeatured?: boolean;
  isUrgent?: boolean;
};

function where(job: TileJob): string {
  const l = job.location;
  if (!l) return t`Location not specified`;
  if (l.locationType === 'WFH' || job.workplaceType === 'WFH') return t`Remote`;
  const place = [l.city?.nm, l.country?.nm].filter(Boolean).join(', ') || t`Location not specified`;
  return job.workplaceType === 'HYBRID' ? t`${place} · Hybrid` : place;
}

export function jobFacts(job: TileJob): string[] {
  return [
    where(job),
    job.employmentType ? employmentTypeLabels()[job.employmentType] : null,
    job.salary ? payText(job.salary) : null,
  ].filter((f): f is string => Boolean(f));
}

/** 'Posted today', 'Posted Monday': a whole sentence per case, so a language words each its own way. */
function postedText(day: string): string {
  if (day === constants.relativeDays.today) return t`Posted today`;
  if (day === constants.relativeDays.yesterday) return t`Posted yesterday`;
  return t`Posted ${day}`;
}

export function JobTile({ job, headingOrder = 3 }: { job: TileJob; headingOrder?: 3 | 4 }) {
  const title = job.title ?? t`Untitled job`;
  const posted = job.postedAt ? relativeDay(job.postedAt) : null;
  return (
    <Card
      component="article"
      padding="lg"
      className={classes.card}
      h="100%"
      aria-label={t`${title} at ${job.company.name}`}
    >
      <Group align="flex-start" wrap="nowrap" gap="md" h="100%">
        <CompanyLogo
          name={job.company.name}
          logoUri={job.company.logoUri}
          externalLogoUrl={job.company.externalLogoUrl}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={headingOrder} fz="md" fw={650} lh={1.35}>
            <Anchor
              c="inherit"
              underline="hover"
              renderRoot={(props) => <Link {...props} to="/job-detail/$slug" params={{ slug: job.slug ?? job._id }} />}
            >
              {title}
            </Anchor>
          </Title>
          <Text fz="sm" c="dimmed" fw={500} truncate>
            {job.company.name}
          </Text>
          <Text fz="sm" c="dark.5">
            {jobFacts(job).join(' · ')}
          </Text>
          <Group gap={6} mt="auto" pt={4} wrap="wrap">
            {job.isUrgent ? (
              <Badge size="sm" variant="light" color="red" radius="sm">
                <Trans>Urgent</Trans>
              </Badge>
            ) : null}
            {job.isFeatured ? (
              <Badge size="sm" variant="light" color="yellow" radius="sm">
                <Trans>Featured</Trans>
              </Badge>
            ) : null}
            {posted ? (
              <Text fz="xs" c="dimmed">
                {postedText(posted)}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
