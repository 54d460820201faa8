// The company's candidate lists (shortlists its team shares): name, purpose, size and last
// change; create, edit, delete, and open one to see its members.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CandidateList, PageSize } from '@generated/api/model';
import { useDeleteCandidateLists, useListCandidateLists } from '@generated/api/search/search';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronDownIcon } from '@/components/ui/icons';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { refreshCandidateLists } from '../query/cache';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListFormModal } from './list-form-modal';

type Props = { onOpen: (listId: string) => void };

export function ListsPanel({ onOpen }: Props) {
  const client = useQueryClient();
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const lists = useListCandidateLists(
    { page: paging.page, limit: paging.limit as PageSize, sortBy: 'updatedAt', sortOrder: 'desc' },
    { query: { placeholderData: keepPreviousData } },
  );
  const [editing, setEditing] = useState<CandidateList | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CandidateList | null>(null);
  const remove = useDeleteCandidateLists();

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>
          <Trans>New list</Trans>
        </Button>
      </Group>
      <QueryView
        query={lists}
        errorTitle={t`We could not load your lists`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            title={t`No candidate lists yet`}
            text={t`Make a list here, or select candidates in the search results and choose “Add to list”.`}
          />
        }
      >
        {(r) => (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Candidate lists`}>
              {r.data.items.map((l) => (
                <Card component="li" key={l._id} withBorder p="md">
                  <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                    <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                      <Anchor
                        component="button"
                        type="button"
                        fw={650}
                        ta="left"
                        onClick={() => onOpen(l._id)}
                        style={{ wordBreak: 'break-word' }}
                      >
                        {l.name}
                      </Anchor>
                      {l.description ? (
                        <Text fz="sm" c="dimmed" lineClamp={2}>
                          {l.description}
                        </Text>
                      ) : null}
                      <Text fz="sm" c="dimmed">
                        {plural(l.count, {
                          one: `${l.count} candidate · updated `,
                          other: `${l.count} candidates · updated `,
                        })}
                        <time dateTime={l.updatedAt} title={formatDateTime(l.updatedAt)}>
                          {formatDate(l.updatedAt)}
                        </time>
                        <Trans> · by {l.createdByName}</Trans>
                      </Text>
                    </Stack>
                    <Menu position="bottom-end" withinPortal shadow="md">
                      <Menu.Target>
                        <Button
                          size="xs"
                          variant="default"
                          rightSection={<ChevronDownIcon size={14} />}
                          aria-label={t`Actions for ${l.name}`}
                        >
                          <Trans>Actions</Trans>
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => onOpen(l._id)}>
                          <Trans>Open</Trans>
                        </Menu.Item>
                        <Menu.Item onClick={() => setEditing(l)}>
                          <Trans>Edit name and description</Trans>
                        </Menu.Item>
                        <Menu.Item color="red" onClick={() => setDeleting(l)}>
                          <Trans>Delete</Trans>
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
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
      <ListFormModal
        opened={editing !== null}
        list={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        size="sm"
        opened={deleting !== null}
        title={t`Delete list`}
        text={deleting ? t`Delete “${deleting.name}”? The candidates themselves stay.` : ''}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { data: { ids: [deleting._id] } },
            {
              onSuccess: (res) => {
                toast(res.message || t`Candidate list deleted`);
                setDeleting(null);
                void refreshCandidateLists(client);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
