// One article of the journal (/journal/<slug>): its title, author, date and reading time, the
// cover, and the body as the page builder's HTML block renders markup (sanitised once more, in a
// contained frame), with the way back to the journal. A draft or an unknown slug is "not found".
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetJournalArticle } from '@generated/api/journal/journal';
import type { JournalArticle } from '@generated/api/model';
import { LoadingState } from '@/components/ui/loading-state';
import { PageState } from '@/components/ui/page-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { STALE } from '@/lib/query/query-client';
import { ArticleCover } from './article-cover';
import { ArticleMeta } from './article-meta';

function BackLink() {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/journal" />} fz="sm" fw={600}>
      <Trans>← Back to the journal</Trans>
    </Anchor>
  );
}

function Missing() {
  return (
    <PageState
      title={t`This article does not exist`}
      text={t`The link may be out of date, or the article was taken down.`}
      action={
        <Button renderRoot={(props) => <Link {...props} to="/journal" />}>
          <Trans>Back to the journal</Trans>
        </Button>
      }
    />
  );
}

function Article({ article }: { article: JournalArticle }) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Box component="article" aria-labelledby="article-title">
        <Stack gap="md">
          <BackLink />
          <Title order={1} id="article-title" fz={{ base: 28, sm: 38 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {article.title}
          </Title>
          {article.excerpt ? (
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
              {article.excerpt}
            </Text>
          ) : null}
          <ArticleMeta
            publishedAt={article.publishedAt}
            readingMinutes={article.readingMinutes}
            authorName={article.authorName}
          />
          {article.coverImage ? (
            <ArticleCover src={article.coverImage} height={{ base: 200, sm: 360 }} radius="md" />
          ) : null}
          <SafeHtml html={article.bodyHtml} />
          <BackLink />
        </Stack>
      </Box>
    </Container>
  );
}

export function ArticlePage({ slug }: { slug: string }) {
  // 404 is this screen's own state, not a failure to report.
  const query = useGetJournalArticle(slug, { query: { staleTime: STALE.medium }, request: SILENT });
  const article = query.data?.data;
  useDocumentTitle(article?.title);
  if (article) return <Article article={article} />;
  if (isApiError(query.error) && [400, 403, 404].includes(query.error.status)) return <Missing />;
  if (query.isError)
    return (
      <PageState
        title={t`We could not load this article`}
        text={t`Please check your connection and try again.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <Container size="md" py="xl">
      <LoadingState rows={2} label={t`Loading the article…`} />
    </Container>
  );
}
