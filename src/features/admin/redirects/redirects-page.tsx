// The board's redirect rules (docs/redirects.md): old addresses sent on to where they now live.
// A rule is added with the form on top (checked as typed, the server's refusals on their field),
// the list is searchable by old path or target and paged, and a rule is deleted after a
// confirmation; the change applies to the next visit.
import { t } from '@lingui/core/macro';
import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAdminRedirectsQueryKey,
  useDeleteAdminRedirect,
  useListAdminRedirects,
} from '@generated/api/admin/admin';
import type { AdminRedirectRule } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePaging } from '../use-paging';
import { AddRedirectForm } from './add-redirect-form';
import { RedirectCard } from './redirect-card';

export function RedirectsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { paging, change: changePage, first } = usePaging();
  const [deleting, setDeleting] = useState<AdminRedirectRule | null>(null);
  const list = useListAdminRedirects(
    { page: paging.page, limit: paging.limit, ...(debounced ? { search: debounced } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const client = useQueryClient();
  const remove = useDeleteAdminRedirect();
  const refresh = () => client.invalidateQueries({ queryKey: [getListAdminRedirectsQueryKey()[0]] });

  const added = async (rule: AdminRedirectRule) => {
    toast(t`${rule.from} now redirects`);
    first();
    await refresh();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting._id },
      {
        onSuccess: () => {
          toast(t`${deleting.from} no longer redirects`);
          setDeleting(null);
          void refresh();
        },
        // Deleted meanwhile (another admin, another tab): the list catches up.
        onError: (e) => {
          if (isApiError(e) && e.status === 404) setDeleting(null);
          void refresh();
        },
      },
    );
  };

  return (
    <>
      <ConsoleHeading
        title={t`Redirects`}
        description={t`Send visitors of an old address, such as a page of a former site, to where it now lives.`}
      />
      <Stack gap="lg">
        <AddRedirectForm onAdded={(rule) => void added(rule)} />
        <TextInput
          aria-label={t`Search by old path or target`}
          placeholder={t`Search by old path or target`}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            first();
          }}
          w={{ base: '100%', xs: 320 }}
        />
        <QueryView
          query={list}
          errorTitle={t`We could not load the redirects`}
          isEmpty={(r) => r.data.items.length === 0}
          empty={
            <EmptyState
              title={debounced ? t`No redirect matches this search` : t`No redirect yet`}
              text={
                debounced
                  ? t`Try part of the old path or of the target.`
                  : t`Add one above when a page moves, so its old address keeps working.`
              }
            />
          }
        >
          {({ data }) => (
            <ConsoleList label={t`Redirects`} items={data.items} pagination={data.pagination} onPage={changePage}>
              {(rule) => <RedirectCard key={rule._id} rule={rule} onDelete={() => setDeleting(rule)} />}
            </ConsoleList>
          )}
        </QueryView>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete this redirect?`}
        text={t`Visits to ${deleting?.from ?? ''} will no longer be sent to ${deleting?.to ?? ''}.`}
        confirmLabel={t`Delete redirect`}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
