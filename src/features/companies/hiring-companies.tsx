// "Companies hiring now" on the home page: the companies with the most open jobs. It loads after
// the hero and disappears quietly when there are none or the site does not list companies.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useListGuestHiringCompanies } from '@generated/api/jobs-discovery/jobs-discovery';
import { SILENT } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';
import { CompanyLogo } from '@/components/ui/company-logo';
import { TileSkeletons } from '@/components/ui/tile-skeletons';
import classes from '@/components/ui/hover-card.module.css';
import { openJobsLabel } from './components/open-jobs';
import { ArrowRightIcon } from '@/components/ui/line-icons';

const SHOWN = 8;
const COLS = { base: 1, xs: 2, md: 4 };
/** A company tile's height: its padding, logo and three lines. */
const TILE_HEIGHT = 96;

export default function HiringCompanies() {
  const hiring = useListGuestHiringCompanies(
    { page: 1, limit: 10 },
    { query: { staleTime: STALE.short }, request: SILENT },
  );
  const items = hiring.data?.data.items.slice(0, SHOWN) ?? [];
  // While loading, tiles hold the band's place (nothing below jumps when it arrives).
  if (!hiring.isPending && items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-companies-heading">
      <Container size="xl" py={{ base: 40, sm: 56 }}>
        <Group justify="space-between" align="flex-end" mb="lg" gap="sm" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} id="home-companies-heading" fz={{ base: 22, sm: 26 }}>
              <Trans>Companies hiring now</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Teams with open roles this week.</Trans>
            </Text>
          </Stack>
          <Anchor renderRoot={(props) => <Link {...props} to="/browse-companies" />} fw={600} fz="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <Trans>
                All companies
                <ArrowRightIcon size={16} />
              </Trans>
            </Group>
          </Anchor>
        </Group>
        {hiring.isPending ? (
          <TileSkeletons count={SHOWN} cols={COLS} height={TILE_HEIGHT} label={t`Loading companies…`} />
        ) : null}
        <SimpleGrid cols={COLS} spacing="md">
          {items.map(({ company, openJobs, cities }) => (
            <Card
              key={company._id}
              padding="lg"
              className={classes.card}
              renderRoot={(props) => <Link {...props} to="/company-profile" search={{ slug: company.slug }} />}
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group gap="md" wrap="nowrap">
                <CompanyLogo name={company.name} logoUri={company.logoUri} externalLogoUrl={company.externalLogoUrl} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={650} truncate>
                    {company.name}
                  </Text>
                  <Text fz="sm" c="brand.8" fw={500}>
                    {openJobsLabel(openJobs)}
                  </Text>
                  {cities.length > 0 ? (
                    <Text fz="xs" c="dimmed" truncate>
                      {cities.map((c) => c.nm).join(' · ')}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
