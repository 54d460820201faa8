// Browse companies: the companies hiring on the board, most open jobs first, as cards linking to
// their profiles, with an optional name search. Left out where the plan does not list companies.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useListCompanies } from '@generated/api/companies/companies';
import type { PageSize } from '@generated/api/model';
import { CompanyLogo } from '@/components/ui/company-logo';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import classes from '@/components/ui/hover-card.module.css';
import { ArrowRightIcon, BuildingIcon, SearchIcon } from '@/components/ui/line-icons';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';
import type { BlockProps } from '../block-types';
import { BlockSection } from './block-section';
import { formatNumber } from '@/lib/format/numbers';

const openJobs = (n: number) => {
  if (n === 0) return t`No open jobs`;
  const shown = formatNumber(n);
  return plural(n, { one: `${shown} open job`, other: `${shown} open jobs` });
};

/** The smallest page size the API takes that holds `count` companies. */
const limitFor = (count: number): PageSize => ([10, 20, 30] as const).find((size) => size >= count) ?? 30;

export default function BrowseCompaniesBlock({ settings, blockId }: BlockProps<'browse_companies'>) {
  const count = settings.count ?? 12;
  const [search, setSearch] = useState('');
  const fieldsRef = useKeepTypedBeforeHydration<HTMLDivElement>();
  const term = useDeferredValue(search.trim());
  const companies = useListCompanies(
    { page: 1, limit: limitFor(count), sortBy: 'openJobs', sortOrder: 'desc', ...(term ? { search: term } : {}) },
    { query: { staleTime: STALE.short, placeholderData: keepPreviousData }, request: SILENT },
  );
  const items = companies.data?.data.items.slice(0, count);
  // Companies are not listed on this board's plan: the block stays out of the way.
  if (isApiError(companies.error) && companies.error.status === 403) return null;

  return (
    <BlockSection blockId={blockId} heading={settings.heading} label={t`Companies`}>
      <Stack ref={fieldsRef} gap="md">
        {settings.showSearch ? (
          <TextInput
            label={t`Company name`}
            placeholder={t`Search companies`}
            leftSection={<SearchIcon size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maxLength={200}
            maw={420}
            type="search"
          />
        ) : null}
        {!items ? (
          companies.isError ? (
            <ErrorState compact title={t`We could not load the companies`} onRetry={() => void companies.refetch()} />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" role="status" aria-label={t`Loading companies…`}>
              {Array.from({ length: Math.min(count, 8) }, (_, i) => (
                <Skeleton key={i} height={84} radius="md" />
              ))}
            </SimpleGrid>
          )
        ) : items.length === 0 ? (
          <EmptyState
            compact
            icon={<BuildingIcon size={22} />}
            title={term ? t`No company by that name` : t`No companies yet`}
            text={term ? t`Check the spelling or try part of the name.` : t`Companies appear here once they post jobs.`}
          />
        ) : (
          <>
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 4 }}
              spacing="md"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {items.map((company) => (
                <li key={company._id}>
                  <Card
                    padding="lg"
                    h="100%"
                    className={classes.card}
                    renderRoot={(props) => <Link {...props} to="/company-profile" search={{ slug: company.slug }} />}
                    style={{ textDecoration: 'none', color: 'inherit' }}
                  >
                    <Group gap="md" wrap="nowrap">
                      <CompanyLogo
                        name={company.name}
                        logoUri={company.logoUri}
                        externalLogoUrl={company.externalLogoUrl}
                      />
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={650} truncate>
                          {company.name}
                        </Text>
                        <Text fz="sm" c="brand.8" fw={500}>
                          {openJobs(company.openJobs)}
                        </Text>
                        {company.location ? (
                          <Text fz="xs" c="dimmed" truncate>
                            {company.location}
                          </Text>
                        ) : null}
                      </Stack>
                    </Group>
                  </Card>
                </li>
              ))}
            </SimpleGrid>
            <Anchor renderRoot={(props) => <Link {...props} to="/browse-companies" />} fw={600} fz="sm" w="fit-content">
              <Group gap={6} wrap="nowrap" component="span">
                <Trans>
                  All companies
                  <ArrowRightIcon size={16} />
                </Trans>
              </Group>
            </Anchor>
          </>
        )}
      </Stack>
    </BlockSection>
  );
}
