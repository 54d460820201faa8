// The board's accounts: search by name, e-mail or company, filter by role and state, suspend or
// lift a suspension, act as a candidate or an employer (the banner says so on every screen until
// the admin stops; the server audits each call made that way), and reset the two-factor sign-in of
// someone who lost their authenticator and recovery codes.
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

const ROLES = [
  { value: 'candidate', label: 'Candidates' },
  { value: 'employer', label: 'Employers' },
  { value: 'admin', label: 'Admins' },
];
const STATES = [
  { value: 'active', label: 'Active' },
  { value: 'unverified', label: 'Not verified' },
  { value: 'disabled', label: 'Suspended' },
];
const STATE_COLOR = { active: 'teal', unverified: 'gray', disabled: 'red' } as const;
const roleLabel = (a: AdminAccount) =>
  a.role === 'employer' ? (a.kind === 2 ? 'Team member' : 'Employer') : a.role === 'admin' ? 'Admin' : 'Candidate';

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
              {STATES.find((s) => s.value === account.status)?.label}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.email}
            {account.companyName ? ` · ${account.companyName}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            Joined {formatDate(account.createdAt)}
            {account.lastActiveAt ? ` · last active ${relativeDay(account.lastActiveAt)}` : ''}
          </Text>
        </Stack>
        {account.role !== 'admin' && (
          <Group gap="xs">
            {canAct && (
              <Button size="sm" variant="light" onClick={onActAs} aria-label={`Act as ${account.name}`}>
                Act as
              </Button>
            )}
            <Button
              size="sm"
              variant="subtle"
              color={account.status === 'disabled' ? 'brand' : 'red'}
              onClick={onSuspend}
              aria-label={`${account.status === 'disabled' ? 'Lift the suspension of' : 'Suspend'} ${account.name}`}
            >
              {account.status === 'disabled' ? 'Lift suspension' : 'Suspend'}
            </Button>
            <Button
              size="sm"
              variant="subtle"
              color="gray"
              onClick={onResetTwoFactor}
              aria-label={`Reset two-factor sign-in for ${account.name}`}
            >
              Reset two-factor
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
        onSuccess: async () => {
          toast(lifting ? `${account.name} can sign in again` : `${account.name} is suspended and signed out`);
          setSuspending(null);
          await Promise.all([
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
        title="Accounts"
        description="Find an account, suspend it, or act as it to see and fix what its owner sees."
      />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, e-mail or company"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            first();
          }}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Role"
          placeholder="Any role"
          data={ROLES}
          value={role}
          clearable
          onChange={(v) => {
            setRole((v as AdminAccountQueryAllOfRole | null) ?? null);
            first();
          }}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label="State"
          placeholder="Any state"
          data={STATES}
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
        errorTitle="We could not load the accounts"
        isEmpty={(r) => r.data.items.length === 0}
        empty={<EmptyState title="No accounts found" text="Try another name, e-mail or filter." />}
      >
        {({ data }) => (
          <ConsoleList label="Accounts" items={data.items} pagination={data.pagination} onPage={changePage}>
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
