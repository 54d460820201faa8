// The journal (/journal): the board's published articles as cards, newest first, in pages; the
// page is in the URL (?page=2) so the back button and shared links work.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, SimpleGrid, Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useListJournalArticles } from '@generated/api/journal/journal';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FileIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';
import { ArticleCard } from './article-card';

export const JOURNAL_PAGE_SIZE = 10;

/** The page number in the URL, when it is a whole number from 2 to 10,000; else the first page. */
export function pageOf(raw: unknown): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n > 1 && n <= 10_000 ? n : 1;
}

export function JournalPage() {
  const search = useSearch({ strict: false }) as { page?: unknown };
  const page = pageOf(search.page);
  const navigate = useNavigate();
  const list = useListJournalArticles(
    { page, limit: JOURNAL_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData, staleTime: STALE.medium }, request: SILENT },
  );
  const data = list.data?.data;

  const body = () => {
    if (!data) {
      if (isApiError(list.error) && list.error.status === 403)
        return (
          <EmptyState
            icon={<FileIcon size={28} />}
            title={t`The journal is not available`}
            text={t`This job board does not publish a journal. You can still browse every open job.`}
            action={
              <Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
                <Trans>Browse jobs</Trans>
              </Button>
            }
          />
        );
      if (list.isError)
        return (
          <ErrorState
            title={t`We could not load the journal`}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        );
      return <LoadingState rows={3} label={t`Loading articles…`} />;
    }
    if (data.items.length === 0)
      return (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<FileIcon size={28} />}
            title={page > 1 ? t`No articles on this page` : t`No articles yet`}
            text={
              page > 1 ? t`The journal has fewer pages than this.` : t`Articles appear here once they are published.`
            }
            action={
              page > 1 ? (
                <Button variant="light" renderRoot={(props) => <Link {...props} to="/journal" />}>
                  <Trans>Go to the newest articles</Trans>
                </Button>
              ) : null
            }
          />
        </Paper>
      );
    return (
      <Stack gap="md" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.items.map((article) => (
            <ArticleCard key={article._id} article={article} />
          ))}
        </SimpleGrid>
        <PaginationBar
          page={data.pagination.page}
          limit={data.pagination.limit}
          total={data.pagination.total}
          withPageSize={false}
          onChange={(next) =>
            void navigate({
              to: '/journal',
              search: next.page > 1 ? { page: next.page } : {},
              resetScroll: true,
            })
          }
        />
      </Stack>
    );
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={t`Journal`} subtitle={t`News, advice and stories from the people who hire here`} />
      <section aria-label={t`Articles`}>{body()}</section>
    </Container>
  );
}
