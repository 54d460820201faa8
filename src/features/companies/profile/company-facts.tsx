// "Company facts": the profile's key data as a description list; missing facts are left out.
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
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="company-facts-heading">
      <Title order={2} fz="lg" mb="md" id="company-facts-heading">
        Company facts
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md" m={0}>
        {company.industry ? <Fact label="Industry">{company.industry.nm}</Fact> : null}
        {company.size ? <Fact label="Company size">{company.size.replace('-', '–')} employees</Fact> : null}
        {company.foundedYear ? <Fact label="Founded">{company.foundedYear}</Fact> : null}
        {office ? (
          <Fact label="Head office">
            {office}
            {company.location.address ? (
              <Text fz="xs" c="dimmed" mt={2}>
                {company.location.address}
              </Text>
            ) : null}
          </Fact>
        ) : null}
        {company.website ? (
          <Fact label="Website">
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer" fz="sm">
              {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Anchor>
          </Fact>
        ) : null}
        <Fact label="Open jobs">{openJobsLabel(company.openJobs)}</Fact>
        <Fact label="Reviews">
          <Rating rating={company.rating} count={company.reviewCount} />
        </Fact>
        <Fact label="On this site since">{formatMonth(company.createdAt)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
