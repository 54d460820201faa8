// The company's saved searches: what each looks for, how many it found and when it last ran. Run
// one (its new matches come back marked New), rename it, replace its filters with the search on
// screen, or delete it after confirming.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SavedSearch, SavedSearchFilter } from '@generated/api/model';
import { useDeleteSavedSearches, useListSavedSearches } from '@generated/api/search/search';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronDownIcon } from '@/components/ui/icons';
import { BookmarkIcon } from '@/components/ui/line-icons';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { refreshSavedSearches } from '../query/cache';
import { summarizeFilters } from '../query/saved-filters';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SaveSearchModal } from './save-search-modal';
import { formatNumber } from '@/lib/format/numbers';

type Props = {
  /** The filters of the search on screen, for "Update with current filters". */
  currentFilters: SavedSearchFilter[];
  onRun: (saved: SavedSearch) => void;
};

type Editing = { saved: SavedSearch; filters: SavedSearchFilter[] };

export function SavedSearchesPanel({ currentFilters, onRun }: Props) {
  const client = useQueryClient();
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const list = useListSavedSearches(
    { page: paging.page, limit: paging.limit as 10, sortBy: 'updatedAt', sortOrder: 'desc' },
    { query: { placeholderData: keepPreviousData } },
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const remove = useDeleteSavedSearches();

  return (
    <Stack gap="sm">
      <QueryView
        query={list}
        errorTitle={t`We could not load your saved searches`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            icon={<BookmarkIcon size={28} />}
            title={t`No saved searches yet`}
            text={t`Run a search, then choose “Save search” to keep it and get new matches by e-mail.`}
          />
        }
      >
        {(r) => (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Saved searches`}>
              {r.data.items.map((s) => (
                <Card component="li" key={s._id} withBorder p="md" aria-labelledby={`saved-${s._id}`}>
                  <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                    <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                      <Text id={`saved-${s._id}`} fw={650} style={{ wordBreak: 'break-word' }}>
                        {s.name}
                      </Text>
                      <Text fz="sm" c="dimmed" lineClamp={2}>
                        {summarizeFilters(s.filters)}
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {plural(s.resultCount, {
                          one: `${formatNumber(s.resultCount)} candidate`,
                          other: `${formatNumber(s.resultCount)} candidates`,
                        })}
                        {s.lastRunAt ? (
                          <>
                            {t` · last run `}
                            <time dateTime={s.lastRunAt} title={formatDateTime(s.lastRunAt)}>
                              {formatDate(s.lastRunAt)}
                            </time>
                          </>
                        ) : null}
                        {s.alertFrequency === 'daily'
                          ? t` · daily alert`
                          : s.alertFrequency === 'weekly'
                            ? t` · weekly alert`
                            : ''}{' '}
                        <Trans>· by {s.createdByName}</Trans>
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Button size="xs" onClick={() => onRun(s)} aria-label={t`Run ${s.name}`}>
                        <Trans>Run</Trans>
                      </Button>
                      <Menu position="bottom-end" withinPortal shadow="md">
                        <Menu.Target>
                          <Button
                            size="xs"
                            variant="default"
                            rightSection={<ChevronDownIcon size={14} />}
                            aria-label={t`More actions for ${s.name}`}
                          >
                            <Trans>More</Trans>
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => setEditing({ saved: s, filters: s.filters })}>
                            <Trans>Rename</Trans>
                          </Menu.Item>
                          <Menu.Item
                            disabled={!currentFilters.length}
                            onClick={() => setEditing({ saved: s, filters: currentFilters })}
                          >
                            <Trans>Update with current filters</Trans>
                          </Menu.Item>
                          <Menu.Item color="red" onClick={() => setDeleting(s)}>
                            <Trans>Delete</Trans>
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
            <PaginationBar
              page={r.data.pagination.page}
              limit={r.data.pagination.limit}
              total={r.data.pagination.total}
              onChange={setPaging}
            />
          </Stack>
        )}
      </QueryView>
      <SaveSearchModal
        opened={editing !== null}
        existing={editing?.saved ?? null}
        filters={editing?.filters ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        size="sm"
        opened={deleting !== null}
        title={t`Delete saved search`}
        text={deleting ? t`Delete “${deleting.name}”? Its e-mail alert stops too.` : ''}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { data: { ids: [deleting._id] } },
            {
              onSuccess: (res) => {
                toast(res.message || t`Saved search deleted`);
                setDeleting(null);
                void refreshSavedSearches(client);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
