// The board's job categories: add one (at the top level or under a top-level one), rename,
// move within its parent, edit its description, icon and parent, and delete one no job uses. Live
// job counts show what each holds.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAdminCategoriesQueryKey,
  useCreateAdminCategory,
  useDeleteAdminCategory,
  useListAdminCategories,
  useRenameAdminCategory,
  useReorderAdminCategories,
  useUpdateAdminCategoryDetails,
} from '@generated/api/admin/admin';
import type { AdminCategory } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { NameDialog } from '../name-dialog';
import { CategoryRow } from './category-row';
import { DetailsDialog } from './details-dialog';
import { moved, toTree } from './tree';

const NAME_MAX = 120;
const TOP = '';
const messageOf = (e: unknown) => (isApiError(e) ? e.message : t`Something went wrong; try again`);

export function CategoriesPage() {
  const list = useListAdminCategories();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: getListAdminCategoriesQueryKey() });
  const create = useCreateAdminCategory({ request: SILENT });
  const rename = useRenameAdminCategory({ request: SILENT });
  const reorder = useReorderAdminCategories();
  const remove = useDeleteAdminCategory();
  const [name, setName] = useState('');
  const [parent, setParent] = useState<string>(TOP);
  const [addError, setAddError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const details = useUpdateAdminCategoryDetails({ request: SILENT });

  const tree = toTree(list.data?.data ?? []);
  const parents = [
    { value: TOP, label: t`Top level` },
    ...tree.map((n) => ({ value: n.category._id, label: n.category.name })),
  ];

  const add = () => {
    const clean = name.trim().replace(/\s+/g, ' ');
    if (!clean) return setAddError(t`Enter a name`);
    if (clean.length > NAME_MAX) return setAddError(t`Keep it to ${NAME_MAX} characters`);
    create.mutate(
      { data: { name: clean, parentId: parent === TOP ? null : parent } },
      {
        onSuccess: () => {
          toast(t`“${clean}” added`);
          setName('');
          void refresh();
        },
        onError: (e) => setAddError(messageOf(e)),
      },
    );
  };

  const move = (siblings: AdminCategory[], c: AdminCategory, step: -1 | 1) => {
    const ids = moved(siblings, c._id, step);
    if (ids) reorder.mutate({ data: { parentId: c.parentId, ids } }, { onSuccess: () => void refresh() });
  };

  const rows = (siblings: AdminCategory[], label: string, nested = false) => (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      mt={nested ? 'sm' : 0}
      ml={nested ? 'md' : 0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {siblings.map((c, i) => {
        const kids = tree.find((n) => n.category._id === c._id)?.children ?? [];
        return (
          <CategoryRow
            key={c._id}
            category={c}
            first={i === 0}
            last={i === siblings.length - 1}
            busy={reorder.isPending}
            onMove={(step) => move(siblings, c, step)}
            onRename={() => {
              setRenameError(null);
              setRenaming(c);
            }}
            onEdit={() => {
              setEditError(null);
              setEditing(c);
            }}
            onDelete={() => setDeleting(c)}
          >
            {!nested && kids.length > 0 && rows(kids, t`Subcategories of ${c.name}`, true)}
          </CategoryRow>
        );
      })}
    </Stack>
  );

  return (
    <>
      <ConsoleHeading
        title={t`Categories`}
        description={t`The board’s job categories. A category jobs are filed under cannot be deleted.`}
      />
      <Stack gap="md">
        <form
          noValidate
          aria-label={t`Add a category`}
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t`New category`}
              placeholder={t`Name`}
              value={name}
              maxLength={NAME_MAX + 20}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setAddError(null);
              }}
              error={addError}
              style={{ flex: '1 1 220px' }}
            />
            <Select
              label={t`Under`}
              data={parents}
              value={parent}
              allowDeselect={false}
              onChange={(v) => setParent(v ?? TOP)}
              w={{ base: '100%', xs: 220 }}
            />
            <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
              <Trans>Add</Trans>
            </Button>
          </Group>
        </form>
        <QueryView
          query={list}
          errorTitle={t`We could not load the categories`}
          isEmpty={(r) => r.data.length === 0}
          empty={<EmptyState title={t`No categories yet`} text={t`Add the board’s first category above.`} />}
        >
          {() =>
            rows(
              tree.map((n) => n.category),
              t`Categories`,
            )
          }
        </QueryView>
      </Stack>
      <NameDialog
        target={renaming && { id: renaming._id, name: renaming.name }}
        maxLength={NAME_MAX}
        description={t`The category keeps its address; its jobs show the new name.`}
        busy={rename.isPending}
        serverError={renameError}
        onClose={() => setRenaming(null)}
        onRename={(next) => {
          if (!renaming) return;
          rename.mutate(
            { id: renaming._id, data: { name: next } },
            {
              onSuccess: () => {
                toast(t`Renamed to “${next}”`);
                setRenaming(null);
                void refresh();
              },
              onError: (e) => setRenameError(messageOf(e)),
            },
          );
        }}
      />
      {editing ? (
        <DetailsDialog
          category={editing}
          tops={tree.map((n) => n.category)}
          hasChildren={(tree.find((n) => n.category._id === editing._id)?.children.length ?? 0) > 0}
          busy={details.isPending}
          serverError={editError}
          onClose={() => setEditing(null)}
          onSave={(data) =>
            details.mutate(
              { id: editing._id, data },
              {
                onSuccess: () => {
                  toast(t`“${editing.name}” saved`);
                  setEditing(null);
                  void refresh();
                },
                onError: (e) => setEditError(messageOf(e)),
              },
            )
          }
        />
      ) : null}
      <AppModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        size="md"
        title={t`Delete “${deleting?.name ?? ''}”?`}
        footer={
          <>
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(
                  { id: deleting._id },
                  {
                    onSuccess: () => {
                      toast(t`“${deleting.name}” deleted`);
                      setDeleting(null);
                      void refresh();
                    },
                    onSettled: () => setDeleting(null),
                  },
                )
              }
            >
              <Trans>Delete</Trans>
            </Button>
          </>
        }
      >
        <Text size="sm">
          <Trans>The category leaves the board. No job is filed under it.</Trans>
        </Text>
      </AppModal>
    </>
  );
}
