// Browse companies: every company on the site with its open jobs, searchable and in pages; the
// state is in the URL so the back button and shared links work.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, NativeSelect, Paper, SimpleGrid, Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useListCompanies } from '@generated/api/companies/companies';
import type { PageSize } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { isApiError } from '@/lib/api/api-error';
import { CompanyCard } from '../components/company-card';
import { BuildingIcon, SearchIcon } from '@/components/ui/line-icons';
import { CompanySearchBox } from './company-search-box';
import { companySortLabels, toCompanyListQuery, type BrowseCompaniesSearch, type CompanySort } from './search-params';
import { formatNumber } from '@/lib/format/numbers';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';

export function BrowseCompaniesPage({ search }: { search: BrowseCompaniesSearch }) {
  const navigate = useNavigate();
  const controlsRef = useKeepTypedBeforeHydration<HTMLDivElement>();
  const companies = useListCompanies(toCompanyListQuery(search), { query: { placeholderData: keepPreviousData } });
  const go = (next: BrowseCompaniesSearch, { replace = false, resetScroll = false } = {}) =>
    void navigate({ to: '/browse-companies', search: next, replace, resetScroll });

  const data = companies.data?.data;
  const total = data?.pagination.total ?? 0;
  const unavailable = isApiError(companies.error) && companies.error.status === 403;

  const body = () => {
    if (!data) {
      if (unavailable)
        return (
          <EmptyState
            icon={<BuildingIcon size={28} />}
            title={t`Company pages are not available`}
            text={t`This job board does not list companies. You can still browse every open job.`}
            action={
              <Button onClick={() => void navigate({ to: '/browse-jobs' })}>
                <Trans>Browse jobs</Trans>
              </Button>
            }
          />
        );
      if (companies.isError)
        return (
          <ErrorState
            title={t`We could not load companies`}
            onRetry={() => void companies.refetch()}
            retrying={companies.isFetching}
          />
        );
      return <LoadingState rows={4} withAvatar label={t`Loading companies…`} />;
    }
    if (data.items.length === 0)
      return (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<SearchIcon size={28} />}
            title={search.q ? t`No companies match “${search.q}”` : t`No companies yet`}
            text={
              search.q ? t`Check the spelling or try a shorter name.` : t`Companies appear here once they post jobs.`
            }
            action={
              search.q ? (
                <Button variant="light" onClick={() => go({ sort: search.sort, limit: search.limit })}>
                  <Trans>Clear search</Trans>
                </Button>
              ) : null
            }
          />
        </Paper>
      );
    return (
      <Stack
        gap="md"
        aria-busy={companies.isPlaceholderData}
        style={{ opacity: companies.isPlaceholderData ? 0.6 : 1 }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.items.map((company) => (
            <CompanyCard key={company._id} company={company} />
          ))}
        </SimpleGrid>
        <PaginationBar
          page={data.pagination.page}
          limit={data.pagination.limit}
          total={data.pagination.total}
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
    );
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title={t`Browse companies`}
        subtitle={
          data
            ? plural(total, { one: `${formatNumber(total)} company`, other: `${formatNumber(total)} companies` })
            : t`Companies hiring on this site`
        }
      />
      <Group ref={controlsRef} gap="sm" mb="lg" align="flex-end" wrap="wrap">
        <CompanySearchBox
          value={search.q}
          onSearch={(q, { replace }) => {
            if (q !== search.q) go({ ...search, q, page: undefined }, { replace });
          }}
        />
        <NativeSelect
          label={t`Sort by`}
          w={{ base: '100%', xs: 220 }}
          data={Object.entries(companySortLabels()).map(([value, label]) => ({ value, label }))}
          value={search.sort ?? 'openJobs'}
          onChange={(event) => {
            const sort = event.currentTarget.value as CompanySort;
            go({ ...search, sort: sort === 'openJobs' ? undefined : sort, page: undefined });
          }}
        />
      </Group>
      <section aria-label={t`Companies`}>{body()}</section>
    </Container>
  );
}
