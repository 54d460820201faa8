// Moderation of chat reports (docs/admin-chat-reports.md): the board's reports by state, the open
// ones first with the longest waiting on top, each with the messages around what was reported;
// dismissed at a click, or acted on (remove the message, close the conversation, suspend the
// reported account) with a required note.
import { t } from '@lingui/core/macro';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetAdminDashboardQueryKey,
  getListAdminChatReportsQueryKey,
  useDecideAdminChatReport,
  useListAdminChatReports,
} from '@generated/api/admin/admin';
import type { AdminChatDecisionAction, AdminChatReport, ChatReportState } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';
import { ActionDialog } from './action-dialog';
import { stateTabs } from './labels';
import { ReportCard } from './report-card';

export function ChatReportsPage() {
  const [state, setState] = useState<ChatReportState>('open');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { paging, change: changePage, first } = usePaging();
  const [acting, setActing] = useState<AdminChatReport | null>(null);
  const list = useListAdminChatReports(
    { state, page: paging.page, limit: paging.limit, ...(debounced ? { search: debounced } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const client = useQueryClient();
  const decide = useDecideAdminChatReport();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [getListAdminChatReportsQueryKey()[0]] }),
      client.invalidateQueries({ queryKey: getGetAdminDashboardQueryKey() }),
    ]);

  const dismiss = (report: AdminChatReport) =>
    decide.mutate(
      { id: report._id, data: { decision: 'dismiss' } },
      {
        onSuccess: () => {
          toast(t`The report is dismissed`);
          void refresh();
        },
      },
    );
  const act = (actions: AdminChatDecisionAction[], note: string) => {
    const report = acting;
    if (!report) return;
    decide.mutate(
      { id: report._id, data: { decision: 'action', actions, note } },
      {
        onSuccess: () => {
          toast(t`Done; the report is closed`);
          setActing(null);
          void refresh();
        },
      },
    );
  };

  return (
    <>
      <ConsoleHeading
        title={t`Chat reports`}
        description={t`Conversations and messages people reported. Dismiss a report, or remove the message, close the conversation or suspend the account.`}
      />
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          aria-label={t`Which reports`}
          value={state}
          onChange={(v) => {
            setState(v as ChatReportState);
            first();
          }}
          data={stateTabs()}
        />
        <TextInput
          aria-label={t`Search by name or e-mail`}
          placeholder={t`Search by name or e-mail`}
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
        errorTitle={t`We could not load the chat reports`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            title={
              state === 'open'
                ? t`No report waits for you`
                : state === 'actioned'
                  ? t`No actioned reports`
                  : t`No dismissed reports`
            }
            text={
              debounced
                ? t`No report matches this search.`
                : state === 'open'
                  ? t`Reports appear here when someone reports a conversation or a message.`
                  : undefined
            }
          />
        }
      >
        {({ data }) => (
          <ConsoleList label={t`Chat reports`} items={data.items} pagination={data.pagination} onPage={changePage}>
            {(r) => (
              <ReportCard
                key={r._id}
                report={r}
                busy={decide.isPending && decide.variables?.id === r._id}
                onAct={() => setActing(r)}
                onDismiss={() => dismiss(r)}
              />
            )}
          </ConsoleList>
        )}
      </QueryView>
      <ActionDialog report={acting} busy={decide.isPending} onClose={() => setActing(null)} onConfirm={act} />
    </>
  );
}
