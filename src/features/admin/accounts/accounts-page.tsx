// The board's accounts: search by name, e-mail or company, filter by role and state, suspend or
// lift a suspension, act as a candidate or an employer (the banner says so on every screen until
// the admin stops; the server audits each call made that way), and reset the two-factor sign-in of
// someone who lost their authenticator and recovery codes.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  getGetAdminDashboardQueryKey,
  getListAdminAccountsQueryKey,
  useListAdminAccounts,
  useSetAdminAccountSuspension,
} from '@generated/api/admin/admin';
import { useResetTwoFactorForAccount } from '@generated/api/two-factor/two-factor';
import type { AdminAccount, AdminAccountQueryAllOfRole, AdminAccountQueryAllOfStatus } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { formatDate, relativeDay } from '@/lib/format/dates';
import { useFeature } from '@/lib/plans/use-feature';
import { homeOf, setActingAs } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';
import { ResetTwoFactorDialog, resetToast } from './reset-two-factor-dialog';
import { SuspendDialog } from './suspend-dialog';

const roles = () => [
  { value: 'candidate', label: t`Candidates` },
  { value: 'employer', label: t`Employers` },
  { value: 'admin', label: t`Admins` },
];
const states = () => [
  { value: 'active', label: t`Active` },
  { value: 'unverified', label: t`Not verified` },
  { value: 'disabled', label: t`Suspended` },
];
const STATE_COLOR = { active: 'teal', unverified: 'gray', disabled: 'red' } as const;
const roleLabel = (a: AdminAccount) =>
  a.role === 'employer' ? (a.kind === 2 ? t`Team member` : t`Employer`) : a.role === 'admin' ? t`Admin` : t`Candidate`;

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

type RowProps = { account: AdminAccount; onSuspend: () => void; onActAs: () => void; onResetTwoFactor: () => void };

function AccountRow({ account, onSuspend, onActAs, onResetTwoFactor }: RowProps) {
  // Acting for an account is a plan feature (admin_impersonation); the server refuses it too.
  const impersonation = useFeature('admin_impersonation');
  const canAct = impersonation.allowed && account.role !== 'admin' && account.status !== 'disabled';
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs">
            <Text fw={700} component="h2" fz="md">
              {account.name}
            </Text>
            <Badge variant="light" color="brand">
              {roleLabel(account)}
            </Badge>
            <Badge variant="light" color={STATE_COLOR[account.status]}>
              {states().find((s) => s.value === account.status)?.label}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.email}
            {account.companyName ? ` · ${account.companyName}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Joined</Trans> {formatDate(account.createdAt)}
            {account.lastActiveAt ? t` · last active ${relativeDay(account.lastActiveAt)}` : ''}
          </Text>
        </Stack>
        {account.role !== 'admin' && (
          <Group gap="xs">
            {canAct && (
              <Button size="sm" variant="light" onClick={onActAs} aria-label={t`Act as ${account.name}`}>
                <Trans>Act as</Trans>
              </Button>
            )}
            <Button
              size="sm"
              variant="subtle"
              color={account.status === 'disabled' ? 'brand' : 'red'}
              onClick={onSuspend}
              aria-label={
                account.status === 'disabled' ? t`Lift the suspension of ${account.name}` : t`Suspend ${account.name}`
              }
            >
              {account.status === 'disabled' ? t`Lift suspension` : t`Suspend`}
            </Button>
            <Button
              size="sm"
              variant="subtle"
              color="gray"
              onClick={onResetTwoFactor}
              aria-label={t`Reset two-factor sign-in for ${account.name}`}
            >
              <Trans>Reset two-factor</Trans>
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
}

export function AccountsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<AdminAccountQueryAllOfRole | null>(null);
  const [status, setStatus] = useState<AdminAccountQueryAllOfStatus | null>(null);
  const { paging, change: changePage, first } = usePaging();
  const [suspending, setSuspending] = useState<AdminAccount | null>(null);
  const body = {
    page: paging.page,
    limit: paging.limit,
    ...(debounced ? { search: debounced } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
  };
  const list = useListAdminAccounts(body, { query: { placeholderData: keepPreviousData } });
  const client = useQueryClient();
  const navigate = useNavigate();
  const suspend = useSetAdminAccountSuspension();
  const [resetting, setResetting] = useState<AdminAccount | null>(null);
  const reset = useResetTwoFactorForAccount();

  const confirmReset = (reason: string) => {
    const account = resetting;
    if (!account) return;
    reset.mutate(
      { id: account._id, data: { reason } },
      {
        onSuccess: (res) => {
          toast(resetToast(account.name, res.data.wasOn));
          setResetting(null);
        },
      },
    );
  };

  const confirm = (reason: string | null) => {
    const account = suspending;
    if (!account) return;
    const lifting = account.status === 'disabled';
    suspend.mutate(
      { id: account._id, data: lifting ? { suspended: false } : { suspended: true, reason: reason ?? '' } },
      {
        onSuccess: () => {
          toast(lifting ? t`${account.name} can sign in again` : t`${account.name} is suspended and signed out`);
          setSuspending(null);
          void Promise.all([
            client.invalidateQueries({ queryKey: [getListAdminAccountsQueryKey()[0]] }),
            client.invalidateQueries({ queryKey: getGetAdminDashboardQueryKey() }),
          ]);
        },
      },
    );
  };

  const actAs = (account: AdminAccount) => {
    if (account.role === 'admin') return;
    setActingAs({
      id: account._id,
      user: { ...splitName(account.name), email: account.email, role: account.role, companyName: account.companyName },
    });
    // Whatever was cached was the admin's view; the account's screens fetch their own.
    client.clear();
    void navigate({ to: homeOf(account.role) });
  };

  return (
    <>
      <ConsoleHeading
        title={t`Accounts`}
        description={t`Find an account, suspend it, or act as it to see and fix what its owner sees.`}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          label={t`Search`}
          placeholder={t`Name, e-mail or company`}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            first();
          }}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label={t`Role`}
          placeholder={t`Any role`}
          data={roles()}
          value={role}
          clearable
          onChange={(v) => {
            setRole((v as AdminAccountQueryAllOfRole | null) ?? null);
            first();
          }}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t`State`}
          placeholder={t`Any state`}
          data={states()}
          value={status}
          clearable
          onChange={(v) => {
            setStatus((v as AdminAccountQueryAllOfStatus | null) ?? null);
            first();
          }}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the accounts`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={<EmptyState title={t`No accounts found`} text={t`Try another name, e-mail or filter.`} />}
      >
        {({ data }) => (
          <ConsoleList label={t`Accounts`} items={data.items} pagination={data.pagination} onPage={changePage}>
            {(a) => (
              <AccountRow
                key={a._id}
                account={a}
                onSuspend={() => setSuspending(a)}
                onActAs={() => actAs(a)}
                onResetTwoFactor={() => setResetting(a)}
              />
            )}
          </ConsoleList>
        )}
      </QueryView>
      <SuspendDialog
        account={suspending}
        busy={suspend.isPending}
        onClose={() => setSuspending(null)}
        onConfirm={confirm}
      />
      <ResetTwoFactorDialog
        account={resetting}
        busy={reset.isPending}
        onClose={() => setResetting(null)}
        onConfirm={confirmReset}
      />
    </>
  );
}
