// One candidate list opened: its members as cards (who added them and when), searched by name or
// headline, a page at a time, with removal of one member or of the selection.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageSize } from '@generated/api/model';
import { useGetCandidateListMembers, useUpdateCandidateListMembers } from '@generated/api/search/search';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/line-icons';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { refreshCandidateLists } from '../query/cache';
import { CandidateResultCard } from '../results/candidate-result-card';
import { SelectionBar } from '../results/selection-bar';
import { useSelection } from '../results/use-selection';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = { listId: string; onBack: () => void };

export function ListMembers({ listId, onBack }: Props) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 400);
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const params = { page: paging.page, limit: paging.limit as PageSize, ...(search ? { search } : {}) };
  const members = useGetCandidateListMembers(listId, params, { query: { placeholderData: keepPreviousData } });
  const selection = useSelection(JSON.stringify([listId, params]));
  const [removing, setRemoving] = useState<Array<{ id: string; name: string }> | null>(null);
  const update = useUpdateCandidateListMembers();
  const list = members.data?.data.list;

  const confirmRemove = () => {
    if (!removing) return;
    update.mutate(
      { id: listId, data: { remove: removing.map((r) => r.id) } },
      {
        onSuccess: () => {
          toast(
            removing.length === 1
              ? t`Removed ${removing[0]?.name ?? t`the candidate`} from the list`
              : t`Removed ${removing.length} candidates from the list`,
          );
          setRemoving(null);
          selection.clear();
          void refreshCandidateLists(client);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Anchor component="button" type="button" onClick={onBack} fz="sm" ta="left">
        <Trans>← All lists</Trans>
      </Anchor>
      <Stack gap={4}>
        <Title order={2} fz="lg" fw={650} style={{ wordBreak: 'break-word' }}>
          {list?.name ?? t`Candidate list`}
        </Title>
        {list?.description ? (
          <Text fz="sm" c="dimmed">
            {list.description}
          </Text>
        ) : null}
        {list ? (
          <Text fz="sm" c="dimmed">
            {plural(list.count, { one: `${list.count} candidate`, other: `${list.count} candidates` })}
          </Text>
        ) : null}
      </Stack>
      <TextInput
        aria-label={t`Search this list`}
        placeholder={t`Search by name or headline`}
        leftSection={<SearchIcon size={18} />}
        value={text}
        maxLength={200}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <QueryView
        query={members}
        errorTitle={t`We could not load this list`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            compact
            title={search ? t`No member matches` : t`This list is empty`}
            text={search ? t`Try another name or headline.` : t`Add candidates from the search results.`}
          />
        }
      >
        {(r) => (
          <Stack gap="sm">
            <SelectionBar
              pageCount={r.data.items.length}
              selectedCount={selection.ids.size}
              onSelectPage={(on) => selection.set(on ? r.data.items.map((m) => m.candidate._id) : [])}
              onClear={selection.clear}
              actions={
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() =>
                    setRemoving(
                      r.data.items
                        .filter((m) => selection.ids.has(m.candidate._id))
                        .map((m) => ({ id: m.candidate._id, name: m.candidate.name })),
                    )
                  }
                >
                  <Trans>Remove from list</Trans>
                </Button>
              }
            />
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Members`}>
              {r.data.items.map((m) => (
                <CandidateResultCard
                  key={m.candidate._id}
                  card={m.candidate}
                  selected={selection.ids.has(m.candidate._id)}
                  onSelect={(on) => selection.toggle(m.candidate._id, on)}
                  footer={
                    <Text fz="xs" c="dimmed">
                      <Trans>Added by {m.addedByName} on </Trans>
                      <time dateTime={m.addedAt} title={formatDateTime(m.addedAt)}>
                        {formatDate(m.addedAt)}
                      </time>
                    </Text>
                  }
                  actions={
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving([{ id: m.candidate._id, name: m.candidate.name }])}
                      aria-label={t`Remove ${m.candidate.name} from the list`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  }
                />
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
      <ConfirmDialog
        size="sm"
        opened={removing !== null}
        title={t`Remove from list`}
        confirmLabel={t`Remove`}
        text={
          removing?.length === 1
            ? t`Remove ${removing[0]?.name ?? t`this candidate`} from ${list?.name ?? t`the list`}?`
            : t`Remove ${removing?.length ?? 0} candidates from ${list?.name ?? t`the list`}?`
        }
        busy={update.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}
