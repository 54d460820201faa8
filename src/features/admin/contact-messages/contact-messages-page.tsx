// The contact inbox (docs/contact-us.md): the messages sent through the board's contact form, the
// new ones first, searchable by sender, subject and text; each read in full in a drawer, answered
// from the admin's mail client and then marked handled. Spam the form kept back stays apart.
import { t } from '@lingui/core/macro';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAdminContactMessagesQueryKey,
  useListAdminContactMessages,
  useUpdateAdminContactMessage,
} from '@generated/api/admin/admin';
import type { AdminContactMessage, ContactMessageState } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';
import { stateTabs } from './labels';
import { MessageCard } from './message-card';
import { MessageDrawer } from './message-drawer';

const emptyTitles = (): Record<ContactMessageState, string> => ({
  new: t`No new message`,
  handled: t`No handled message`,
  spam: t`No message was kept back as spam`,
});

export function ContactMessagesPage() {
  const [state, setState] = useState<ContactMessageState>('new');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { paging, change: changePage, first } = usePaging();
  const [reading, setReading] = useState<AdminContactMessage | null>(null);
  const list = useListAdminContactMessages(
    { state, page: paging.page, limit: paging.limit, ...(debounced ? { search: debounced } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const client = useQueryClient();
  const update = useUpdateAdminContactMessage();

  const mark = (handled: boolean) => {
    if (!reading) return;
    update.mutate(
      { id: reading._id, data: { handled } },
      {
        onSuccess: (res) => {
          toast(handled ? t`The message is marked handled` : t`The message is back with the new ones`);
          setReading(res.data);
          void client.invalidateQueries({ queryKey: [getListAdminContactMessagesQueryKey()[0]] });
        },
      },
    );
  };

  return (
    <>
      <ConsoleHeading
        title={t`Contact messages`}
        description={t`Messages sent through the board’s contact page. Read one, reply by e-mail, then mark it handled.`}
      />
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          aria-label={t`Which messages`}
          value={state}
          onChange={(v) => {
            setState(v as ContactMessageState);
            first();
          }}
          data={stateTabs()}
        />
        <TextInput
          aria-label={t`Search by name, e-mail or text`}
          placeholder={t`Search by name, e-mail or text`}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            first();
          }}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the contact messages`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            title={emptyTitles()[state]}
            text={
              debounced
                ? t`No message matches this search.`
                : state === 'new'
                  ? t`Messages appear here when someone writes through the contact page.`
                  : undefined
            }
          />
        }
      >
        {({ data }) => (
          <ConsoleList label={t`Contact messages`} items={data.items} pagination={data.pagination} onPage={changePage}>
            {(m) => <MessageCard key={m._id} message={m} onRead={() => setReading(m)} />}
          </ConsoleList>
        )}
      </QueryView>
      <MessageDrawer message={reading} busy={update.isPending} onClose={() => setReading(null)} onHandled={mark} />
    </>
  );
}
