// The console's journal (/admin/journal): the list of articles, or one open in the editor
// (?article=<id>, or ?article=new), so a reload or a shared link opens the same article.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { useGetAdminJournalArticle } from '@generated/api/admin/admin';
import { PageState } from '@/components/ui/page-state';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { ArticleEditor } from './article-editor';
import { ArticlesList } from './articles-list';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function StoredArticle({ id }: { id: string }) {
  // Unsaved edits are never replaced behind the admin's back: no refetch on focus or reconnect.
  const query = useGetAdminJournalArticle(id, {
    query: { refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0 },
    request: SILENT,
  });
  const article = query.data?.data;
  if (article)
    return (
      <ArticleEditor
        key={`${article._id}:${article.version}`}
        article={article}
        onReload={() => void query.refetch()}
      />
    );
  if (isApiError(query.error) && [400, 404].includes(query.error.status))
    return (
      <PageState
        title={t`This article does not exist`}
        text={t`It may have been deleted.`}
        action={
          <Button renderRoot={(props) => <Link {...props} to="/admin/journal" />}>
            <Trans>All articles</Trans>
          </Button>
        }
      />
    );
  if (query.isError)
    return (
      <PageState
        title={t`We could not load the article`}
        text={t`Please check your connection and try again.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <LoadingState rows={3} label={t`Loading the article…`} />;
}

export function JournalAdminPage() {
  const { article } = useSearch({ strict: false }) as { article?: unknown };
  useDocumentTitle(t`Journal · Admin console`);
  if (article === 'new') return <ArticleEditor key="new" article={null} onReload={() => undefined} />;
  if (typeof article === 'string' && ID.test(article)) return <StoredArticle key={article} id={article} />;
  return <ArticlesList />;
}
