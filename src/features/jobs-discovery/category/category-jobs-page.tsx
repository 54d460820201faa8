// One category: what it covers, its subcategories and its open jobs, newest first, in pages kept
// in the URL.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useGetCategoryBySlug } from '@generated/api/master-data/master-data';
import { useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import type { Category, PageSize } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { JobList, JobListLoading } from '../components/job-list';
import { PageState } from '@/components/ui/page-state';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { BriefcaseIcon, FilterIcon, GridIcon } from '@/components/ui/line-icons';
import { jobCountLabel } from './category-card';
import type { CategorySearch } from './category-search';

function CategoryJobs({ category, search }: { category: Category; search: CategorySearch }) {
  const navigate = useNavigate();
  const jobs = useListJobs(
    {
      page: search.page ?? 1,
      limit: search.limit ?? (constants.pagination.defaultLimit as PageSize),
      sort: 'newest',
      categoryIds: [category._id],
    },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <QueryView
      query={jobs}
      loading={<JobListLoading />}
      errorTitle={t`We could not load the jobs`}
      empty={
        <Paper withBorder radius="md">
          <EmptyState
            icon={<BriefcaseIcon size={28} />}
            title={t`No open ${category.name} jobs right now`}
            text={t`New jobs are posted every day. Browse all jobs or check back soon.`}
            action={
              <Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
                <Trans>Browse all jobs</Trans>
              </Button>
            }
          />
        </Paper>
      }
    >
      {(result) => (
        <Stack gap="sm" style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}>
          <JobList jobs={result.data.items} headingOrder={2} />
          <PaginationBar
            page={result.data.pagination.page}
            limit={result.data.pagination.limit}
            total={result.data.pagination.total}
            onChange={({ page, limit }) =>
              void navigate({
                to: '/job-category',
                search: {
                  slug: category.slug,
                  ...(page > 1 ? { page } : {}),
                  ...(limit !== constants.pagination.defaultLimit ? { limit: limit as PageSize } : {}),
                },
              })
            }
          />
        </Stack>
      )}
    </QueryView>
  );
}

export function CategoryJobsPage({ search }: { search: CategorySearch & { slug: string } }) {
  const category = useGetCategoryBySlug(search.slug);
  const data = category.data?.data;
  useDocumentTitle(data ? t`${data.name} jobs` : null);

  if (!data) {
    if (isApiError(category.error) && category.error.status === 404)
      return (
        <PageState
          icon={<GridIcon size={28} />}
          title={t`This category does not exist`}
          text={t`It may have been renamed or removed.`}
          action={
            <Button renderRoot={(props) => <Link {...props} to="/job-category" />}>
              <Trans>See all categories</Trans>
            </Button>
          }
        />
      );
    if (category.isError)
      return (
        <PageState
          title={t`We could not load this category`}
          text={t`Please check your connection and try again.`}
          onRetry={() => void category.refetch()}
          retrying={category.isFetching}
        />
      );
    return (
      <Container size="xl" py="xl">
        <JobListLoading />
      </Container>
    );
  }

  const children = data.children ?? [];
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        above={
          <Breadcrumbs separator="›" fz="sm">
            <Anchor renderRoot={(props) => <Link {...props} to="/job-category" />} fz="sm">
              <Trans>Categories</Trans>
            </Anchor>
            <Text fz="sm" c="dimmed" aria-current="page">
              {data.name}
            </Text>
          </Breadcrumbs>
        }
        title={t`${data.name} jobs`}
        subtitle={
          data.description ? `${data.description} · ${jobCountLabel(data.jobCount)}` : jobCountLabel(data.jobCount)
        }
        actions={
          <Button
            variant="light"
            leftSection={<FilterIcon size={16} />}
            renderRoot={(props) => <Link {...props} to="/browse-jobs" search={{ category: data._id }} />}
          >
            <Trans>Refine with filters</Trans>
          </Button>
        }
      />
      {children.length > 0 ? (
        <Group gap="xs" mb="lg" component="nav" aria-label={t`Subcategories`}>
          {children.map((child) => (
            <Button
              key={child._id}
              size="compact-sm"
              radius="xl"
              variant="default"
              fw={500}
              renderRoot={(props) => <Link {...props} to="/job-category" search={{ slug: child.slug }} />}
            >
              {child.name} ({child.jobCount})
            </Button>
          ))}
        </Group>
      ) : null}
      <CategoryJobs category={data} search={search} />
    </Container>
  );
}
