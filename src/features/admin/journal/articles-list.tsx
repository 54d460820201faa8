// The board's journal articles in the console: drafts and published ones, most recently changed
// first, narrowed by status and words; each with its state, a way into the editor, publish or
// unpublish at a click, and delete after a confirmation.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useListAdminJournalArticles } from '@generated/api/admin/admin';
import type { AdminJournalArticleState, JournalStatus } from '@generated/api/model';
import { articlePath } from '@shared/journal/paths.ts';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { formatDate, formatDateTime, relativeDay } from '@/lib/format/dates';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePaging } from '../use-paging';
import { ArticleStatus } from './article-status';
import { useArticleActions } from './use-article-actions';

const statuses = (): { value: JournalStatus; label: string }[] => [
  { value: 'draft', label: t`Drafts` },
  { value: 'published', label: t`Published` },
];

const editLink = (id: string) => (props: Record<string, unknown>) => (
  <Link {...props} to="/admin/journal" search={{ article: id }} />
);

function ArticleRow({
  article,
  busy,
  onToggle,
  onDelete,
}: {
  article: AdminJournalArticleState;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const published = article.status === 'published';
  return (
    <Card withBorder radius="md" p="md" component="li" aria-label={article.title}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text fw={700} component="h2" fz="md" style={{ overflowWrap: 'anywhere' }}>
            <Anchor renderRoot={editLink(article._id)}>{article.title}</Anchor>
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {articlePath(article.slug)} <Trans>· {article.authorName} · saved </Trans>
            <time dateTime={article.updatedAt} title={formatDateTime(article.updatedAt)}>
              {relativeDay(article.updatedAt)}
            </time>
            {article.publishedAt ? t` · first published ${formatDate(article.publishedAt)}` : ''}
          </Text>
          <ArticleStatus status={article.status} />
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button variant="light" aria-label={t`Edit ${article.title}`} renderRoot={editLink(article._id)}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="default"
            disabled={busy}
            onClick={onToggle}
            aria-label={`${published ? t`Unpublish` : t`Publish`} ${article.title}`}
          >
            {published ? t`Unpublish` : t`Publish`}
          </Button>
          <Button variant="subtle" color="red" onClick={onDelete} aria-label={t`Delete ${article.title}`}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

export function ArticlesList() {
  const [status, setStatus] = useState<JournalStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { paging, change, first } = usePaging();
  const list = useListAdminJournalArticles(
    {
      page: paging.page,
      limit: paging.limit,
      ...(status ? { status } : {}),
      ...(debounced ? { search: debounced } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const actions = useArticleActions();
  const [deleting, setDeleting] = useState<AdminJournalArticleState | null>(null);
  const filtered = Boolean(status || debounced);

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <ConsoleHeading
          title={t`Journal`}
          description={t`The board’s articles: write a draft, preview it as you type, then publish it at /journal.`}
        />
        <Button renderRoot={editLink('new')}>
          <Trans>New article</Trans>
        </Button>
      </Group>
      <Group mb="md" gap="sm" align="flex-end">
        <Select
          label={t`Status`}
          placeholder={t`All articles`}
          data={statuses()}
          value={status}
          clearable
          onChange={(v) => {
            setStatus(v === 'draft' || v === 'published' ? v : null);
            first();
          }}
          w={{ base: '100%', xs: 180 }}
        />
        <TextInput
          label={t`Title or address contains`}
          placeholder={t`e.g. interview`}
          value={search}
          maxLength={200}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            first();
          }}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the articles`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            title={filtered ? t`No article matches` : t`No articles yet`}
            text={
              filtered
                ? t`Try other words or another status.`
                : t`Write the first one: it stays a draft until you publish it.`
            }
          />
        }
      >
        {({ data }) => (
          <ConsoleList label={t`Articles`} items={data.items} pagination={data.pagination} onPage={change}>
            {(a) => (
              <ArticleRow
                key={a._id}
                article={a}
                busy={actions.busy}
                onToggle={() => void actions.setPublished(a._id, a.status !== 'published')}
                onDelete={() => setDeleting(a)}
              />
            )}
          </ConsoleList>
        )}
      </QueryView>
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete this article?`}
        text={t`“${deleting?.title ?? ''}” leaves the journal and the console for good; its address can be used again.`}
        confirmLabel={t`Delete article`}
        busy={actions.busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void actions.remove(deleting._id, deleting.title).then((done) => done && setDeleting(null));
        }}
      />
    </>
  );
}
