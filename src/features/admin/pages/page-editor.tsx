// One page in the editor: its title and description, its blocks (added from the manifest's
// eleven types, moved, hidden, deleted, each with a settings form from its schema), and the
// page's life: save the draft, preview it as a guest would see it, publish it, undo the last
// publish, delete a named page. Preview, publish and undo act on what is saved, so they wait
// until the changes on screen are saved.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useMemo, useReducer, useRef, useState } from 'react';
import {
  getGetAdminPageQueryKey,
  getListAdminPagesQueryKey,
  useDeleteAdminPage,
  useGetAdminPage,
  usePublishAdminPage,
  useSaveAdminPageDraft,
  useUndoAdminPagePublish,
} from '@generated/api/admin/admin';
import { useListCategories } from '@generated/api/master-data/master-data';
import type { AdminPage, AdminPageState } from '@generated/api/model';
import { blocks, type BlockType } from '@generated/manifest';
import { pagePath } from '@shared/pages/paths.ts';
import { EmptyState } from '@/components/ui/empty-state';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { QueryView } from '@/components/ui/query-view';
import { STALE } from '@/lib/query/query-client';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { noSeoMeta, useSeoMeta } from '../seo-hint';
import { AddBlockMenu } from './add-block-menu';
import { BlockCard } from './block-card';
import { blockProblems, hasProblems } from './block-problems';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { editorReducer, emptyState, inputOf, isDirty } from './editor-state';
import { PageStatus } from './page-status';

function Editor({ page, slug }: { page: AdminPage; slug: string }) {
  const seoMeta = useSeoMeta();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(editorReducer, page, (p) =>
    editorReducer(emptyState, { kind: 'load', page: p }),
  );
  const [meta, setMeta] = useState<AdminPageState>(page);
  const [deleting, setDeleting] = useState(false);
  const save = useSaveAdminPageDraft();
  const publish = usePublishAdminPage();
  const undo = useUndoAdminPagePublish();
  const remove = useDeleteAdminPage();
  const categories = useListCategories({}, { query: { staleTime: STALE.medium } });

  // The manifest's spotlight names an example category; a new one shows the board's busiest.
  const add = (type: BlockType) => {
    const busiest = [...(categories.data?.data ?? [])].sort((a, b) => b.jobCount - a.jobCount)[0];
    const settings =
      type === 'spotlight' && busiest ? { ...blocks.spotlight.defaultSettings, categoryId: busiest._id } : undefined;
    dispatch({ kind: 'add', type, settings });
  };

  // A save answers the page as stored (HTML sanitised), and publish and undo refetch it: the
  // editor then shows what the server holds (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(page);
  if (page !== shown) {
    setShown(page);
    dispatch({ kind: 'load', page });
  }

  const problems = useMemo(
    () => new Map(state.draft.blocks.map((b) => [b.key, blockProblems(b.type, b.settings)])),
    [state.draft.blocks],
  );
  const invalidBlocks = [...problems.values()].filter(hasProblems).length;
  const titleMissing = state.draft.title.trim() === '';
  const dirty = isDirty(state);
  const busy = save.isPending || publish.isPending || undo.isPending || remove.isPending;
  // Leaving with unsaved changes asks first; a deleted page has nothing left to save.
  const deleted = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !deleted.current,
    enableBeforeUnload: dirty,
    withResolver: true,
  });

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: getListAdminPagesQueryKey() });
    await queryClient.invalidateQueries({ queryKey: getGetAdminPageQueryKey(slug) });
  };

  const onSave = async () => {
    const saved = await save.mutateAsync({ slug, data: inputOf(state.draft) });
    setMeta(saved.data);
    queryClient.setQueryData(getGetAdminPageQueryKey(slug), saved);
    await queryClient.invalidateQueries({ queryKey: getListAdminPagesQueryKey() });
    toast(t`Draft saved`);
  };
  const onPublish = async () => {
    setMeta((await publish.mutateAsync({ slug })).data);
    await reload();
    toast(t`Page published`);
  };
  const onUndo = async () => {
    setMeta((await undo.mutateAsync({ slug })).data);
    await reload();
    toast(t`Last publish undone`);
  };
  const onDelete = async () => {
    await remove.mutateAsync({ slug });
    deleted.current = true;
    await queryClient.invalidateQueries({ queryKey: getListAdminPagesQueryKey() });
    toast(t`Page deleted`);
    await navigate({ to: '/admin/pages' });
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <Trans>Visitors find it at</Trans> {pagePath(slug)}
            </Text>
            <div role="status" aria-live="polite">
              <PageStatus page={meta} unsaved={dirty} />
            </div>
          </Group>
          <TextInput
            label={t`Title`}
            required
            maxLength={200}
            value={state.draft.title}
            error={titleMissing ? t`Give the page a title` : undefined}
            onChange={(e) => dispatch({ kind: 'title', value: e.currentTarget.value })}
          />
          <Textarea
            label={t`Description`}
            description={seoMeta ? t`Shown by search engines and link previews.` : noSeoMeta()}
            maxLength={500}
            autosize
            minRows={2}
            value={state.draft.description}
            onChange={(e) => dispatch({ kind: 'description', value: e.currentTarget.value })}
          />
        </Stack>
      </Paper>

      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text component="h2" fw={700} fz="lg">
            <Trans>Blocks</Trans>
          </Text>
          <AddBlockMenu onAdd={add} disabled={busy} />
        </Group>
        {state.draft.blocks.length === 0 ? (
          <Paper withBorder radius="md">
            <EmptyState compact title={t`No blocks yet`} text={t`Add a block to start building this page.`} />
          </Paper>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Blocks of the page`}>
            {state.draft.blocks.map((block, i) => (
              <BlockCard
                key={block.key}
                block={block}
                index={i}
                count={state.draft.blocks.length}
                opened={state.opened === block.key}
                problems={problems.get(block.key) ?? { fields: {}, form: [] }}
                dispatch={dispatch}
              />
            ))}
          </Stack>
        )}
      </Stack>

      {meta.isStandard ? null : (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={() => setDeleting(true)} disabled={busy}>
            <Trans>Delete page</Trans>
          </Button>
        </Group>
      )}

      <Paper
        withBorder
        radius="md"
        p="sm"
        pos="sticky"
        bottom={0}
        style={{ zIndex: 2, boxShadow: '0 -4px 12px rgba(0,0,0,0.06)' }}
      >
        <Stack gap={6}>
          {invalidBlocks > 0 ? (
            <Alert color="red" variant="light" p="xs">
              {plural(invalidBlocks, {
                one: 'One block needs attention before saving.',
                other: '# blocks need attention before saving.',
              })}
            </Alert>
          ) : null}
          <Group gap="xs" wrap="wrap">
            <Button
              onClick={() => void onSave()}
              loading={save.isPending}
              disabled={!dirty || invalidBlocks > 0 || titleMissing || (busy && !save.isPending)}
            >
              <Trans>Save draft</Trans>
            </Button>
            {dirty ? (
              <Button variant="default" disabled title={t`Save the draft to preview it`}>
                <Trans>Preview</Trans>
              </Button>
            ) : (
              <Button
                variant="default"
                component="a"
                href={`/p/${slug}?preview=draft`}
                target="_blank"
                rel="noopener"
                rightSection={<ExternalLinkIcon size={16} />}
              >
                <Trans>Preview</Trans>
              </Button>
            )}
            <Button
              variant="filled"
              color="dark"
              onClick={() => void onPublish()}
              loading={publish.isPending}
              disabled={dirty || !meta.hasDraft || (busy && !publish.isPending)}
            >
              <Trans>Publish</Trans>
            </Button>
            <Button
              variant="subtle"
              onClick={() => void onUndo()}
              loading={undo.isPending}
              disabled={dirty || !meta.canUndo || (busy && !undo.isPending)}
            >
              <Trans>Undo last publish</Trans>
            </Button>
          </Group>
          {dirty ? (
            <Text size="xs" c="dimmed">
              <Trans>Save the draft to preview or publish it.</Trans>
            </Text>
          ) : null}
        </Stack>
      </Paper>
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
        title={t`Delete this page?`}
        text={t`${pagePath(slug)} leaves the site and the editor, with its draft and published versions.`}
        confirmLabel={t`Delete page`}
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => void onDelete()}
      />
    </Stack>
  );
}

export function PageEditor({ slug }: { slug: string }) {
  const query = useGetAdminPage(slug, {
    // Only this screen's own saves change the page: a refetch must never replace unsaved edits.
    query: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false },
  });
  return (
    <>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/pages" />}>
        <Trans>← All pages</Trans>
      </Anchor>
      <ConsoleHeading
        title={query.data?.data.title ?? t`Page`}
        description={t`Edit the draft; visitors see it once published.`}
      />
      <QueryView query={query} errorTitle={t`We could not open this page`}>
        {(data) => <Editor page={data.data} slug={slug} />}
      </QueryView>
    </>
  );
}
