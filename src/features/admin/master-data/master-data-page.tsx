// The board's master data: pick a kind, search its items (hidden ones too), add one, rename the
// board's own, hide or show any. A hidden item leaves the board's dropdowns but still reads on
// the records that chose it, so hiding is the safe way to retire an option.
import { t } from '@lingui/core/macro';
import { Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAdminMasterItemsQueryKey,
  getListAdminMasterKindsQueryKey,
  useCreateAdminMasterItem,
  useListAdminMasterItems,
  useListAdminMasterKinds,
  useRenameAdminMasterItem,
  useSetAdminMasterItemVisibility,
} from '@generated/api/admin/admin';
import type { AdminMasterItem, AdminMasterItemQueryAllOfVisibility, MasterKind } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { NameDialog } from '../name-dialog';
import { usePaging } from '../use-paging';
import { AddItemForm } from './add-item-form';
import { ItemRow } from './item-row';
import { kindLabel as labelOfKind, NAME_MAX } from './kinds';

const visibilityOptions = () => [
  { value: 'all', label: t`All` },
  { value: 'shown', label: t`Shown` },
  { value: 'hidden', label: t`Hidden` },
];

// A refusal the admin can act on (a clash, a bad name) is shown by the field; anything else too.
const messageOf = (e: unknown) => (isApiError(e) ? e.message : t`Something went wrong; try again`);

export function MasterDataPage() {
  const [kind, setKind] = useState<MasterKind>('skills');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [visibility, setVisibility] = useState<AdminMasterItemQueryAllOfVisibility>('all');
  const { paging, change: changePage, first } = usePaging();
  const [renaming, setRenaming] = useState<AdminMasterItem | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);

  const kinds = useListAdminMasterKinds();
  const body = {
    kind,
    visibility,
    page: paging.page,
    limit: paging.limit,
    ...(debounced ? { search: debounced } : {}),
  };
  const list = useListAdminMasterItems(body, { query: { placeholderData: keepPreviousData } });
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [getListAdminMasterItemsQueryKey()[0]] }),
      client.invalidateQueries({ queryKey: getListAdminMasterKindsQueryKey() }),
    ]);
  const create = useCreateAdminMasterItem({ request: SILENT });
  const rename = useRenameAdminMasterItem({ request: SILENT });
  const toggle = useSetAdminMasterItemVisibility();
  const kindLabel = labelOfKind(kind);

  const kindOptions = (kinds.data?.data ?? []).map((k) => ({
    value: k.kind,
    label: `${labelOfKind(k.kind)} (${k.itemCount}${k.hiddenCount ? t`, ${k.hiddenCount} hidden` : ''})`,
  }));

  const add = (nm: string, done: () => void) =>
    create.mutate(
      { data: { kind, nm } },
      {
        onSuccess: () => {
          toast(t`“${nm}” added to ${kindLabel.toLowerCase()}`);
          done();
          void refresh();
        },
        onError: (e) => setAddError(messageOf(e)),
      },
    );

  const confirmRename = (nm: string) => {
    if (!renaming) return;
    rename.mutate(
      { id: renaming._id, data: { nm } },
      {
        onSuccess: () => {
          toast(t`Renamed to “${nm}”`);
          setRenaming(null);
          void refresh();
        },
        onError: (e) => setRenameError(messageOf(e)),
      },
    );
  };

  const flip = (item: AdminMasterItem) =>
    toggle.mutate(
      { id: item._id, data: { hidden: !item.hidden } },
      {
        onSuccess: () => {
          toast(item.hidden ? t`“${item.nm}” is back in the dropdowns` : t`“${item.nm}” is hidden from the dropdowns`);
          void refresh();
        },
      },
    );

  return (
    <>
      <ConsoleHeading
        title={t`Master data`}
        description={t`The options of the board’s dropdowns. Hidden items leave the dropdowns but stay on the records that use them.`}
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t`Kind`}
            data={kindOptions.length ? kindOptions : [{ value: kind, label: kindLabel }]}
            value={kind}
            allowDeselect={false}
            searchable
            onChange={(v) => {
              if (!v) return;
              setKind(v as MasterKind);
              setAddError(null);
              first();
            }}
            w={{ base: '100%', xs: 300 }}
          />
          <TextInput
            label={t`Search`}
            placeholder={t`Search ${kindLabel.toLowerCase()}`}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              first();
            }}
            style={{ flex: '1 1 200px' }}
          />
        </Group>
        <SegmentedControl
          aria-label={t`Which items`}
          data={visibilityOptions()}
          value={visibility}
          onChange={(v) => {
            setVisibility(v as AdminMasterItemQueryAllOfVisibility);
            first();
          }}
          style={{ alignSelf: 'flex-start' }}
        />
        <AddItemForm
          kindLabel={kindLabel}
          busy={create.isPending}
          serverError={addError}
          onAdd={add}
          onEdit={() => setAddError(null)}
        />
        <QueryView
          query={list}
          errorTitle={t`We could not load the items`}
          isEmpty={(r) => r.data.items.length === 0}
          empty={<EmptyState title={t`No items found`} text={t`Try another search, or add the item above.`} />}
        >
          {({ data }) => (
            <ConsoleList label={kindLabel} items={data.items} pagination={data.pagination} onPage={changePage}>
              {(item) => (
                <ItemRow
                  key={item._id}
                  item={item}
                  busy={toggle.isPending && toggle.variables?.id === item._id}
                  onRename={() => {
                    setRenameError(null);
                    setRenaming(item);
                  }}
                  onToggle={() => flip(item)}
                />
              )}
            </ConsoleList>
          )}
        </QueryView>
      </Stack>
      <NameDialog
        target={renaming && { id: renaming._id, name: renaming.nm }}
        maxLength={NAME_MAX}
        description={t`Records that chose this item show the new name.`}
        busy={rename.isPending}
        serverError={renameError}
        onClose={() => setRenaming(null)}
        onRename={confirmRename}
      />
    </>
  );
}
