// One job in a list: who, what, where and for how much at a glance, with the skills asked for and
// how fresh it is. The title is the link; the company name links to the company's page.
import { t } from '@lingui/core/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { JobSummary } from '@generated/api/model';
import { locationLabel, postedLabel, salaryLabel, workplaceLabels } from '../format/job-format';
import { employmentTypeLabels } from '@/lib/format/job-labels';
import { BriefcaseIcon, ClockIcon, HomeIcon, MapPinIcon, WalletIcon } from '@/components/ui/line-icons';
import { CompanyLogo } from '@/components/ui/company-logo';
import classes from '@/components/ui/hover-card.module.css';
import { JobBadges } from './job-badges';
import { JobLink } from './job-link';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" fz="sm" component="li">
      {icon}
      <Text span fz="sm" c="dark.5">
        {children}
      </Text>
    </Group>
  );
}

type Props = {
  job: JobSummary;
  /** The heading level of the title within the page's outline. */
  headingOrder?: 2 | 3 | 4;
};

export function JobCard({ job, headingOrder = 3 }: Props) {
  const title = job.title ?? t`Untitled job`;
  const wfh = job.location?.locationType === 'WFH';
  return (
    <Card
      component="article"
      padding="lg"
      className={classes.card}
      aria-label={t`${title} at ${job.company.name}`}
      style={job.isFeatured ? { borderColor: 'var(--mantine-color-yellow-4)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <CompanyLogo
          name={job.company.name}
          logoUri={job.company.logoUri}
          externalLogoUrl={job.company.externalLogoUrl}
        />
        <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Title order={headingOrder} fz="lg" fw={650} lh={1.3}>
                <JobLink job={job} c="inherit" underline="hover">
                  {title}
                </JobLink>
              </Title>
              <Anchor
                renderRoot={(props) => <Link {...props} to="/company-profile" search={{ slug: job.company.slug }} />}
                fz="sm"
                fw={500}
                c="dimmed"
                underline="hover"
                w="fit-content"
              >
                {job.company.name}
              </Anchor>
            </Stack>
            <JobBadges isFeatured={job.isFeatured} isUrgent={job.isUrgent} isApplied={job.isApplied} />
          </Group>
          <Group
            component="ul"
            gap="md"
            wrap="wrap"
            m={0}
            p={0}
            style={{ listStyle: 'none', rowGap: 6 }}
            aria-label={t`Job facts`}
          >
            <Fact icon={wfh ? <HomeIcon size={16} /> : <MapPinIcon size={16} />}>{locationLabel(job.location)}</Fact>
            <Fact icon={<BriefcaseIcon size={16} />}>
              {employmentTypeLabels()[job.employmentType]}
              {job.workplaceType !== 'OFFICE' && !wfh ? ` · ${workplaceLabels()[job.workplaceType]}` : ''}
            </Fact>
            <Fact icon={<WalletIcon size={16} />}>{salaryLabel(job.salary)}</Fact>
          </Group>
          <Group justify="space-between" align="center" gap="xs" wrap="wrap" mt={2}>
            {job.skills.length > 0 ? (
              <Group
                gap={6}
                wrap="wrap"
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t`Skills`}
              >
                {job.skills.map((skill) => (
                  <Badge key={skill.id} component="li" variant="light" color="gray" radius="sm" tt="none" fw={500}>
                    {skill.nm}
                  </Badge>
                ))}
              </Group>
            ) : (
              <span />
            )}
            <Group gap={6} wrap="nowrap" c="dimmed">
              <ClockIcon size={14} />
              <Text fz="xs" c="dimmed">
                {postedLabel(job.postedAt)}
                {job.redirectUrl ? t` · Apply on company site` : ''}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
