// "Company facts": the profile's key data as a description list; missing facts are left out.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Company } from '@generated/api/model';
import { formatMonth } from '@/lib/format/dates';
import { openJobsLabel } from '../components/open-jobs';
import { Rating } from '../components/rating';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Box component="dd" m={0} mt={2} fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function headOffice(company: Company): string | null {
  const { city, state, country } = company.location;
  const place = [city?.nm, state?.nm, country?.nm].filter(Boolean).join(', ');
  return place || null;
}

export function CompanyFacts({ company }: { company: Company }) {
  const office = headOffice(company);
  const size = company.size?.replace('-', '–');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="company-facts-heading">
      <Title order={2} fz="lg" mb="md" id="company-facts-heading">
        <Trans>Company facts</Trans>
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md" m={0}>
        {company.industry ? <Fact label={t`Industry`}>{company.industry.nm}</Fact> : null}
        {size ? (
          <Fact label={t`Company size`}>
            <Trans>{size} employees</Trans>
          </Fact>
        ) : null}
        {company.foundedYear ? <Fact label={t`Founded`}>{company.foundedYear}</Fact> : null}
        {office ? (
          <Fact label={t`Head office`}>
            {office}
            {company.location.address ? (
              <Text fz="xs" c="dimmed" mt={2}>
                {company.location.address}
              </Text>
            ) : null}
          </Fact>
        ) : null}
        {company.website ? (
          <Fact label={t`Website`}>
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer" fz="sm">
              {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Anchor>
          </Fact>
        ) : null}
        <Fact label={t`Open jobs`}>{openJobsLabel(company.openJobs)}</Fact>
        <Fact label={t`Reviews`}>
          <Rating rating={company.rating} count={company.reviewCount} />
        </Fact>
        <Fact label={t`On this site since`}>{formatMonth(company.createdAt)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
