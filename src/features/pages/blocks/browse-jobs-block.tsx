// Browse jobs: the board's live jobs, newest first, a page at a time, with a keyword search and
// filters (category, job type, city) when the block's settings ask for them. The filter choices
// come from the facets of the unfiltered list, so they do not shrink as filters are applied.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import type { EmploymentType, JobFacetBucket, JobSearchQuery, PageSize } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ArrowRightIcon, SearchIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SILENT } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';
import type { BlockProps } from '../block-types';
import { BlockSection } from './block-section';
import { JobTile } from './job-tile';

type Filters = { keyword: string; categoryId: string | null; employmentType: string | null; cityId: string | null };
const NONE: Filters = { keyword: '', categoryId: null, employmentType: null, cityId: null };

const options = (buckets: JobFacetBucket[] | undefined) =>
  (buckets ?? []).filter((b) => b.count > 0).map((b) => ({ value: b.value, label: `${b.label} (${b.count})` }));

function queryOf(f: Filters, page: number, limit: PageSize): JobSearchQuery {
  return {
    page,
    limit,
    sort: 'newest',
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.categoryId ? { categoryIds: [f.categoryId] } : {}),
    ...(f.employmentType ? { employmentTypes: [f.employmentType as EmploymentType] } : {}),
    ...(f.cityId ? { cityId: f.cityId } : {}),
  };
}

export default function BrowseJobsBlock({ settings, blockId }: BlockProps<'browse_jobs'>) {
  const limit = (settings.pageSize ?? 10) as PageSize;
  const [filters, setFilters] = useState<Filters>(NONE);
  const [keyword, setKeyword] = useState('');
  const fieldsRef = useKeepTypedBeforeHydration<HTMLDivElement>();
  const [page, setPage] = useState(1);
  const jobs = useListJobs(queryOf(filters, page, limit), {
    query: { staleTime: STALE.short, placeholderData: keepPreviousData },
    request: SILENT,
  });
  const all = useListJobs(queryOf(NONE, 1, limit), { query: { staleTime: STALE.short }, request: SILENT });
  const facets = all.data?.data.facets;
  const filtered = Boolean(filters.keyword || filters.categoryId || filters.employmentType || filters.cityId);
  const data = jobs.data?.data;
  const ids = { q: `${blockId}-q`, category: `${blockId}-category`, type: `${blockId}-type`, city: `${blockId}-city` };

  const apply = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    apply({ keyword: keyword.trim() });
  };
  const clear = () => {
    setKeyword('');
    setFilters(NONE);
    setPage(1);
  };

  return (
    <BlockSection blockId={blockId} heading={settings.heading} label={t`Jobs`}>
      <Stack ref={fieldsRef} gap="md">
        {settings.showSearch || settings.showFilters ? (
          <Group
            component="form"
            role="search"
            aria-label={t`Search these jobs`}
            onSubmit={search}
            gap="sm"
            align="flex-end"
            wrap="wrap"
          >
            {settings.showSearch ? (
              <Group gap="sm" align="flex-end" wrap="nowrap" style={{ flex: '2 1 280px' }}>
                <TextInput
                  id={ids.q}
                  label={t`Keyword`}
                  placeholder={t`Job title, skill or company`}
                  leftSection={<SearchIcon size={16} />}
                  value={keyword}
                  onChange={(e) => setKeyword(e.currentTarget.value)}
                  maxLength={100}
                  style={{ flex: 1 }}
                />
                <Button type="submit">
                  <Trans>Search</Trans>
                </Button>
              </Group>
            ) : null}
            {settings.showFilters ? (
              <>
                <Select
                  id={ids.category}
                  label="Category"
                  placeholder="All categories"
                  data={options(facets?.categories)}
                  value={filters.categoryId}
                  onChange={(v) => apply({ categoryId: v })}
                  clearable
                  searchable
                  style={{ flex: '1 1 180px' }}
                />
                <Select
                  id={ids.type}
                  label="Job type"
                  placeholder="All job types"
                  data={options(facets?.employmentTypes)}
                  value={filters.employmentType}
                  onChange={(v) => apply({ employmentType: v })}
                  clearable
                  style={{ flex: '1 1 160px' }}
                />
                <Select
                  id={ids.city}
                  label="City"
                  placeholder="All cities"
                  data={options(facets?.locations)}
                  value={filters.cityId}
                  onChange={(v) => apply({ cityId: v })}
                  clearable
                  searchable
                  style={{ flex: '1 1 160px' }}
                />
              </>
            ) : null}
          </Group>
        ) : null}
        {!data ? (
          jobs.isError ? (
            <ErrorState
              compact
              title={t`We could not load the jobs`}
              onRetry={() => void jobs.refetch()}
              retrying={jobs.isFetching}
            />
          ) : (
            <LoadingState rows={Math.min(limit, 4)} withAvatar label={t`Loading jobs…`} />
          )
        ) : data.items.length === 0 ? (
          <EmptyState
            compact
            title={filtered ? t`No jobs match your search` : t`No open jobs right now`}
            text={filtered ? t`Try other words or fewer filters.` : t`New jobs are posted every week. Check back soon.`}
            action={
              filtered ? (
                <Button variant="light" onClick={clear}>
                  <Trans>Clear search</Trans>
                </Button>
              ) : null
            }
          />
        ) : (
          <Stack gap="xs" aria-busy={jobs.isFetching} style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {data.items.map((job) => (
                <JobTile key={job._id} job={job} />
              ))}
            </SimpleGrid>
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <PaginationBar
                page={data.pagination.page}
                limit={limit}
                total={data.pagination.total}
                withPageSize={false}
                onChange={(next) => setPage(next.page)}
              />
              <Anchor renderRoot={(props) => <Link {...props} to="/browse-jobs" />} fw={600} fz="sm">
                <Group gap={6} wrap="nowrap" component="span">
                  <Trans>
                    All jobs and filters
                    <ArrowRightIcon size={16} />
                  </Trans>
                </Group>
              </Anchor>
            </Group>
          </Stack>
        )}
      </Stack>
    </BlockSection>
  );
}
