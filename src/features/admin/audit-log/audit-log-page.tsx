// The board's audit log: every audited action, newest first, narrowed by kind of action, by words
// of the action and by days.
import { t } from '@lingui/core/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useListAdminAuditLog } from '@generated/api/admin/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';
import { AuditEntry } from './audit-entry';

const kinds = () => [
  { value: 'job.', label: t`Jobs` },
  { value: 'account.', label: t`Accounts` },
  { value: 'review.', label: t`Reviews` },
  { value: 'chat_report.', label: t`Chat reports` },
  { value: 'page.', label: t`Pages` },
  { value: 'article.', label: t`Journal` },
  { value: 'form.', label: t`Forms` },
  { value: 'master.', label: t`Master data` },
  { value: 'category.', label: t`Categories` },
  { value: 'domain.', label: t`Domains` },
  { value: 'settings.', label: t`Settings` },
];

export function AuditLogPage() {
  const [kind, setKind] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { paging, change, first } = usePaging();
  const badRange = Boolean(from && to && from > to);
  const body = {
    page: paging.page,
    limit: paging.limit,
    ...(kind ? { action: kind } : {}),
    ...(debounced ? { search: debounced } : {}),
    ...(from ? { from } : {}),
    ...(to && !badRange ? { to } : {}),
  };
  const list = useListAdminAuditLog(body, { query: { placeholderData: keepPreviousData } });
  return (
    <>
      <ConsoleHeading
        title={t`Audit log`}
        description={t`Who did what on the board, and when; calls made while acting for an account included.`}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <Select
          label={t`Kind`}
          placeholder={t`Everything`}
          data={kinds()}
          value={kind}
          clearable
          onChange={(v) => {
            setKind(v);
            first();
          }}
          w={{ base: '100%', xs: 180 }}
        />
        <TextInput
          label={t`Action contains`}
          placeholder={t`e.g. decline`}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            first();
          }}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          type="date"
          label={t`From`}
          value={from}
          onChange={(e) => {
            setFrom(e.currentTarget.value);
            first();
          }}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label={t`To`}
          value={to}
          error={badRange ? t`Comes before the first day` : undefined}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            first();
          }}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the audit log`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={<EmptyState title={t`Nothing recorded`} text={t`No action matches these filters.`} />}
      >
        {({ data }) => (
          <ConsoleList label={t`Audit entries`} items={data.items} pagination={data.pagination} onPage={change}>
            {(e) => <AuditEntry key={e._id} entry={e} />}
          </ConsoleList>
        )}
      </QueryView>
    </>
  );
}
