// The contact inbox (docs/contact-us.md): the messages sent through the board's contact form, the
// new ones first, searchable by sender, subject and text; each read in full in a drawer, answered
// from the admin's mail client and then marked handled. Spam the form kept back stays apart.
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
import { STATE_TABS } from './labels';
import { MessageCard } from './message-card';
import { MessageDrawer } from './message-drawer';

const EMPTY: Record<ContactMessageState, string> = {
  new: 'No new message',
  handled: 'No handled message',
  spam: 'No message was kept back as spam',
};

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
        onSuccess: async (res) => {
          toast(handled ? 'The message is marked handled' : 'The message is back with the new ones');
          setReading(res.data);
          await client.invalidateQueries({ queryKey: [getListAdminContactMessagesQueryKey()[0]] });
        },
      },
    );
  };

  return (
    <>
      <ConsoleHeading
        title="Contact messages"
        description="Messages sent through the board’s contact page. Read one, reply by e-mail, then mark it handled."
      />
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          aria-label="Which messages"
          value={state}
          onChange={(v) => {
            setState(v as ContactMessageState);
            first();
          }}
          data={STATE_TABS}
        />
        <TextInput
          aria-label="Search by name, e-mail or text"
          placeholder="Search by name, e-mail or text"
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
        errorTitle="We could not load the contact messages"
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            title={EMPTY[state]}
            text={
              debounced
                ? 'No message matches this search.'
                : state === 'new'
                  ? 'Messages appear here when someone writes through the contact page.'
                  : undefined
            }
          />
        }
      >
        {({ data }) => (
          <ConsoleList label="Contact messages" items={data.items} pagination={data.pagination} onPage={changePage}>
            {(m) => <MessageCard key={m._id} message={m} onRead={() => setReading(m)} />}
          </ConsoleList>
        )}
      </QueryView>
      <MessageDrawer message={reading} busy={update.isPending} onClose={() => setReading(null)} onHandled={mark} />
    </>
  );
}
