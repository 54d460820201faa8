// One article in the console's editor (?article=<id>, or ?article=new for a new one): its fields
// with a live preview, saved as a whole naming the version it started from; publish or unpublish
// once the changes are saved; delete after a confirmation. Leaving with unsaved changes asks first.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  getGetAdminJournalArticleQueryKey,
  getListAdminJournalArticlesQueryKey,
  useCreateAdminJournalArticle,
  useUpdateAdminJournalArticle,
} from '@generated/api/admin/admin';
import type { AdminJournalArticle } from '@generated/api/model';
import { articlePath } from '@shared/journal/paths.ts';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  createInputOf,
  EMPTY_FORM,
  formOf,
  problemsFromServer,
  problemsOf,
  sameForm,
  updateInputOf,
  type ArticleForm,
  type Problems,
} from './article-form';
import { ArticleFields } from './article-fields';
import { ArticleStatus } from './article-status';
import { useArticleActions } from './use-article-actions';

type Props = { article: AdminJournalArticle | null; onReload: () => void };

export function ArticleEditor({ article: opened, onReload }: Props) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateAdminJournalArticle({ request: SILENT });
  const update = useUpdateAdminJournalArticle({ request: SILENT });
  const actions = useArticleActions();
  const [article, setArticle] = useState(opened);
  const [saved, setSaved] = useState<ArticleForm>(opened ? formOf(opened) : EMPTY_FORM);
  const [form, setForm] = useState<ArticleForm>(saved);
  const [tried, setTried] = useState(false);
  const [fromServer, setFromServer] = useState<Problems>({});
  const [conflict, setConflict] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const leaving = useRef(false);

  const isNew = article === null;
  const dirty = !sameForm(form, saved);
  const problems = { ...(tried ? problemsOf(form, isNew) : {}), ...fromServer };
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !leaving.current,
    enableBeforeUnload: dirty,
    withResolver: true,
  });

  const change = (patch: Partial<ArticleForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setFromServer((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !(k in patch))) as Problems);
  };

  const refused = (e: unknown) => {
    if (!isApiError(e)) return;
    const fields = e.body.data?.fields ?? [];
    if (fields.length) setFromServer(problemsFromServer(fields));
    else if (e.status === 409) setConflict(true);
    else toast(e.message, 'error');
  };

  const stored = (next: AdminJournalArticle) => {
    setArticle(next);
    setSaved(formOf(next));
    setForm(formOf(next));
    setTried(false);
    client.setQueryData(getGetAdminJournalArticleQueryKey(next._id), {
      code: 'SUCCESS',
      message: t`Success`,
      data: next,
    });
    void client.invalidateQueries({ queryKey: [getListAdminJournalArticlesQueryKey()[0]] });
  };

  const onSave = async () => {
    setTried(true);
    if (Object.keys(problemsOf(form, isNew)).length) return;
    try {
      if (article) {
        stored((await update.mutateAsync({ id: article._id, data: updateInputOf(form, article.version) })).data);
        toast(t`Article saved`);
      } else {
        const made = (await create.mutateAsync({ data: createInputOf(form) })).data;
        stored(made);
        toast(t`Draft created: visitors do not see it until you publish it`);
        leaving.current = true;
        await navigate({ to: '/admin/journal', search: { article: made._id }, replace: true });
      }
    } catch (e) {
      refused(e);
    }
  };

  const onPublish = async (published: boolean) => {
    if (!article) return;
    const next = await actions.setPublished(article._id, published);
    if (next) {
      setArticle(next);
      setSaved(formOf(next));
    }
  };

  const onDelete = async () => {
    if (!article) return;
    leaving.current = true;
    if (await actions.remove(article._id, article.title)) await navigate({ to: '/admin/journal' });
    else leaving.current = false;
  };

  const published = article?.status === 'published';
  return (
    <Stack gap="md">
      <Anchor renderRoot={(props) => <Link {...props} to="/admin/journal" />} fz="sm" fw={600}>
        <Trans>← All articles</Trans>
      </Anchor>
      <ConsoleHeading
        title={isNew ? t`New article` : article.title}
        description={isNew ? t`It starts as a draft: nobody sees it until you publish it.` : articlePath(article.slug)}
      />
      {article ? <ArticleStatus status={article.status} unsaved={dirty} /> : null}
      {conflict ? (
        <Alert color="yellow" title={t`Someone else saved this article`} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">
              <Trans>Your changes were not saved. Reload the article to see theirs, then make yours again.</Trans>
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                leaving.current = true;
                onReload();
              }}
            >
              <Trans>Reload the article</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <form
        noValidate
        aria-label={t`Article`}
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <Stack gap="md">
          <ArticleFields form={form} problems={problems} isNew={isNew} onChange={change} />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={create.isPending || update.isPending} disabled={!isNew && !dirty}>
              {isNew ? t`Create draft` : t`Save`}
            </Button>
            {article ? (
              <>
                <Button
                  variant={published ? 'default' : 'filled'}
                  disabled={dirty || actions.busy}
                  title={dirty ? t`Save your changes first` : undefined}
                  onClick={() => void onPublish(!published)}
                >
                  {published ? t`Unpublish` : t`Publish`}
                </Button>
                {published ? (
                  <Button
                    variant="subtle"
                    component="a"
                    href={articlePath(article.slug)}
                    target="_blank"
                    rel="noopener"
                  >
                    <Trans>View on the site</Trans>
                  </Button>
                ) : null}
                <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                  <Trans>Delete</Trans>
                </Button>
              </>
            ) : null}
          </Group>
          {article && dirty ? (
            <Text fz="sm" c="dimmed">
              <Trans>Save your changes to publish or unpublish the article.</Trans>
            </Text>
          ) : null}
        </Stack>
      </form>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        title={t`Leave without saving?`}
        text={t`The changes on screen are not saved yet; they are lost if you leave.`}
        confirmLabel={t`Leave`}
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
      <ConfirmDialog
        opened={deleting}
        title={t`Delete this article?`}
        text={t`“${article?.title ?? ''}” leaves the journal and the console for good; its address can be used again.`}
        confirmLabel={t`Delete article`}
        busy={actions.busy}
        onClose={() => setDeleting(false)}
        onConfirm={() => void onDelete()}
      />
    </Stack>
  );
}
