// The top of a company page: logo, name, industry and head office, website and social links, and the
// follow control the page is handed (its own feature).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Company } from '@generated/api/model';
import { CompanyLogo } from '@/components/ui/company-logo';
import { openJobsLabel } from '../components/open-jobs';
import { Rating } from '../components/rating';
import { ExternalIcon, MapPinIcon } from '@/components/ui/line-icons';

/* eslint-disable lingui/no-unlocalized-strings -- brand names, the same in every language */
const SOCIAL_LABELS = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export function CompanyHeader({
  company,
  jobsAnchor,
  follow,
}: {
  company: Company;
  jobsAnchor: string;
  follow?: ReactNode;
}) {
  const place = [company.location.city?.nm, company.location.country?.nm].filter(Boolean).join(', ');
  const jobsLabel = openJobsLabel(company.openJobs);
  const socials = (Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>).flatMap((key) => {
    const url = company.socials[key];
    return url ? [{ key, url, label: SOCIAL_LABELS[key] }] : [];
  });
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box
        h={{ base: 72, sm: 104 }}
        aria-hidden
        style={{
          background: 'linear-gradient(120deg, var(--mantine-color-brand-7), var(--mantine-color-cyan-5))',
        }}
      />
      <Stack px={{ base: 'md', sm: 'xl' }} pb={{ base: 'md', sm: 'xl' }} gap="md">
        <Group align="flex-end" gap="lg" wrap="wrap" mt={-40}>
          <Box bg="white" p={4} style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
            <CompanyLogo
              name={company.name}
              logoUri={company.logoUri}
              externalLogoUrl={company.externalLogoUrl}
              size={80}
            />
          </Box>
          <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            <Group gap="md" c="dimmed" wrap="wrap" style={{ rowGap: 4 }}>
              {company.industry ? <Text fz="sm">{company.industry.nm}</Text> : null}
              {place ? (
                <Group gap={4} wrap="nowrap">
                  <MapPinIcon size={14} />
                  <Text fz="sm">{place}</Text>
                </Group>
              ) : null}
              <Rating rating={company.rating} count={company.reviewCount} />
            </Group>
          </Stack>
          <Group gap="sm" wrap="wrap">
            {follow}
            {company.openJobs > 0 ? (
              <Button component="a" href={`#${jobsAnchor}`}>
                <Trans>See {jobsLabel}</Trans>
              </Button>
            ) : null}
            {company.website ? (
              <Button
                component="a"
                variant="default"
                href={company.website}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<ExternalIcon size={16} />}
              >
                <Trans>Website</Trans>
              </Button>
            ) : null}
          </Group>
        </Group>
        {socials.length > 0 ? (
          <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Social profiles`}>
            {socials.map((s) => (
              <li key={s.key}>
                <Anchor href={s.url} target="_blank" rel="noopener noreferrer" fz="sm" fw={500}>
                  {s.label}
                </Anchor>
              </li>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
