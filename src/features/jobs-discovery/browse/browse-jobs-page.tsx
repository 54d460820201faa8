// Browse jobs: keyword, filters with counts, sort and pages, all kept in the URL (the route
// validates it), so a search can be shared and the back button steps through it. On phones the
// filters move into a drawer. `actions` (the route's: saving the search as a job alert) sit in
// the header.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useListJobs, useListSalaryRanges } from '@generated/api/jobs-discovery/jobs-discovery';
import type { JobSort, PageSize } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { RenderFrom } from '@/components/ui/render-from';
import { STALE } from '@/lib/query/query-client';
import { useCategories } from '../api/use-categories';
import { JobList, JobListLoading } from '../components/job-list';
import { FiltersButton } from '@/components/filters/filters-button';
import { FiltersDrawer } from '@/components/filters/filters-drawer';
import { SortSelect } from '@/components/filters/sort-select';
import { SearchIcon } from '@/components/ui/line-icons';
import { FilterPanel } from './filter-panel';
import { KeywordSearch } from './keyword-search';
import {
  activeFilterCount,
  toJobSearchQuery,
  withChanges,
  withoutFilters,
  type BrowseJobsSearch,
} from './search-params';
import { jobSortLabels } from './sort-labels';
import { DidYouMean } from './did-you-mean';
import { UnderstoodChip } from './understood-chip';
import { ElsewhereSection } from './elsewhere-section';
import { RelatedRolesNote } from './related-roles-note';
import { formatNumber } from '@/lib/format/numbers';
import { exactnessOf } from './filter-options';

export function BrowseJobsPage({ search, actions }: { search: BrowseJobsSearch; actions?: ReactNode }) {
  const navigate = useNavigate();
  const [drawerOpened, drawer] = useDisclosure(false);
  const body = toJobSearchQuery(search);
  const jobs = useListJobs(body, { query: { placeholderData: keepPreviousData } });
  const categories = useCategories();
  const salaryRanges = useListSalaryRanges(undefined, { query: { staleTime: STALE.long } });

  const go = (next: BrowseJobsSearch, { replace = false, resetScroll = false } = {}) =>
    void navigate({ to: '/browse-jobs', search: next, replace, resetScroll });
  const change = (changes: Partial<BrowseJobsSearch>) => go(withChanges(search, changes));
  const clear = () => go(withoutFilters(search));

  const data = jobs.data?.data;
  const total = data?.pagination.total ?? 0;
  // A large board's first asking estimates its counts (JobFacets.estimated: "about 12,400 jobs") or
  // reads them up to a bound (JobFacets.capped: "500+ jobs").
  const exactness = exactnessOf(data?.facets);
  const shown = `${formatNumber(total)}${exactness === 'atLeast' ? '+' : ''}`;
  const about = exactness === 'about';
  const many = total !== 1 || exactness !== 'exact';
  const filters = activeFilterCount(search);
  const narrowed = filters > 0 || Boolean(search.q);
  const elsewhere = data?.understood && data.elsewhere.length ? data.elsewhere : [];
  const panel = (withHeading: boolean) => (
    <FilterPanel
      search={search}
      facets={data?.facets}
      categories={categories.data}
      salaryRanges={salaryRanges.data?.data}
      onChange={change}
      onClear={clear}
      withHeading={withHeading}
    />
  );

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title={search.q ? t`Jobs matching “${search.q}”` : t`Browse jobs`}
        subtitle={
          data
            ? about
              ? t`About ${shown} jobs found`
              : many
                ? t`${shown} jobs found`
                : t`${shown} job found`
            : t`Finding jobs…`
        }
        actions={actions}
      />
      <Paper p={{ base: 'sm', sm: 'md' }} radius="md" withBorder mb="lg">
        <KeywordSearch
          value={search.q}
          onSearch={(q, { replace }) => {
            // A new keyword is read afresh: undoing what was read from the last one does not carry over.
            if (q !== search.q) go(withChanges(search, { q, literal: undefined }), { replace });
          }}
        />
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          {/* A phone filters in the drawer below; this sidebar is built only on a screen that shows it. */}
          <RenderFrom from="md">
            <Paper component="aside" aria-label={t`Filters`} p="md" radius="md" withBorder pos="sticky" top={80}>
              {panel(true)}
            </Paper>
          </RenderFrom>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Box component="section" aria-labelledby="browse-results-heading">
            {data?.didYouMean ? (
              <DidYouMean
                suggestion={data.didYouMean}
                onSearch={(q) => go(withChanges(search, { q, literal: undefined }))}
              />
            ) : null}
            {data?.understood ? (
              <Box mb="sm">
                <UnderstoodChip understood={data.understood} onUndo={() => change({ literal: true })} />
              </Box>
            ) : null}
            {data?.relatedRoles.length && data.items.length ? <RelatedRolesNote roles={data.relatedRoles} /> : null}
            <Group justify="space-between" align="center" mb="sm" gap="sm" wrap="wrap">
              <Title order={2} id="browse-results-heading" fz="md" fw={650}>
                {data
                  ? about
                    ? t`About ${shown} results`
                    : many
                      ? t`${shown} results`
                      : t`${shown} result`
                  : t`Results`}
              </Title>
              <Group gap="sm" wrap="wrap">
                <FiltersButton active={filters} onClick={drawer.open} />
                <SortSelect
                  labels={jobSortLabels()}
                  width={180}
                  value={search.sort ?? (constants.jobSortDefault as JobSort)}
                  onChange={(sort) => change({ sort: sort === constants.jobSortDefault ? undefined : sort })}
                />
              </Group>
            </Group>
            <QueryView
              query={jobs}
              loading={<JobListLoading />}
              errorTitle={t`We could not load jobs`}
              empty={
                <Paper withBorder radius="md">
                  <EmptyState
                    icon={<SearchIcon size={28} />}
                    title={t`No jobs match your search`}
                    text={
                      elsewhere.length
                        ? t`None here yet; the closest matches elsewhere are below.`
                        : narrowed
                          ? t`Try fewer filters or a broader keyword. New jobs are posted every day.`
                          : t`There are no open jobs right now. Please check back soon.`
                    }
                    action={
                      narrowed && !elsewhere.length ? (
                        <Button variant="light" onClick={() => go({})}>
                          <Trans>Clear filters</Trans>
                        </Button>
                      ) : null
                    }
                  />
                </Paper>
              }
            >
              {(result) => (
                <Stack
                  gap="sm"
                  aria-busy={jobs.isPlaceholderData}
                  style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}
                >
                  <JobList jobs={result.data.items} />
                  <PaginationBar
                    page={result.data.pagination.page}
                    limit={result.data.pagination.limit}
                    total={result.data.pagination.total}
                    onChange={({ page, limit }) =>
                      go(
                        {
                          ...search,
                          page: page > 1 ? page : undefined,
                          limit: limit === constants.pagination.defaultLimit ? undefined : (limit as PageSize),
                        },
                        { resetScroll: true },
                      )
                    }
                  />
                </Stack>
              )}
            </QueryView>
          </Box>
          {data?.understood && elsewhere.length ? (
            <ElsewhereSection
              understood={data.understood}
              jobs={elsewhere}
              onSearchEverywhere={(q) => go(withChanges(search, { q, literal: undefined }))}
            />
          ) : null}
        </Grid.Col>
      </Grid>
      <FiltersDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        active={filters}
        onClear={clear}
        showLabel={
          data
            ? about
              ? t`Show about ${shown} jobs`
              : many
                ? t`Show ${shown} jobs`
                : t`Show ${shown} job`
            : t`Show jobs`
        }
      >
        {panel(false)}
      </FiltersDrawer>
    </Container>
  );
}
