// "About the company" beside a job: what the employer wrote for this job, and the way to its
// profile and other jobs.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Job } from '@generated/api/model';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { CompanyLogo } from '@/components/ui/company-logo';
import { ExternalIcon } from '@/components/ui/line-icons';
import { companyOfJob } from './company-of-job';

export function AboutCompany({ job }: { job: Job }) {
  const company = companyOfJob(job);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="about-company-heading">
      <Title order={2} fz="lg" mb="md" id="about-company-heading">
        <Trans>About the company</Trans>
      </Title>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <CompanyLogo
            name={company.name}
            logoUri={company.logoUri}
            externalLogoUrl={company.externalLogoUrl}
            size={44}
          />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {company.name}
            </Text>
            {company.industry ? (
              <Text fz="sm" c="dimmed" truncate>
                {company.industry}
              </Text>
            ) : null}
          </div>
        </Group>
        {company.about ? (
          <CollapsibleText>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {company.about}
            </Text>
          </CollapsibleText>
        ) : null}
        {company.website ? (
          <Anchor href={company.website} target="_blank" rel="noopener noreferrer" fz="sm" fw={500}>
            <Group gap={6} wrap="nowrap" component="span">
              {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <ExternalIcon size={14} />
            </Group>
          </Anchor>
        ) : null}
        <Button
          variant="light"
          fullWidth
          renderRoot={(props) => <Link {...props} to="/company-profile" search={{ slug: company.slug }} />}
        >
          {company.openJobs > 1 ? t`View company · ${company.openJobs} open jobs` : t`View company profile`}
        </Button>
      </Stack>
    </Paper>
  );
}
