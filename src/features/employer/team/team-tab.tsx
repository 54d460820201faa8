// Tab 2, my team: the company's team members (team-member/list, searched and paged), inviting one,
// editing their permissions, disabling and enabling, sending an open invitation again (inviting
// the same e-mail resends it with a new code), and removing.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListTeamMembersQueryKey,
  useAddTeamMember,
  usePartialUpdateTeamMember,
  useSoftDeleteTeamMembers,
  useListTeamMembers,
  useUpdateTeamMember,
} from '@generated/api/employer/employer';
import type { TeamMember } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { NoAccess } from '@/components/ui/no-access';
import { SearchIcon } from '@/components/ui/line-icons';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { isLimitOver, LimitOverPrompt } from '@/lib/plans/limit-over';
import { toast } from '@/lib/toast/toast';
import { MemberDialog, type MemberValues } from './member-dialog';
import { MemberRow } from './member-row';
import { ResendDialog } from './resend-dialog';

const LIST_KEY = [getListTeamMembersQueryKey()[0]];

type Editing = { member: TeamMember | null } | null;

export function TeamTab({ allowed }: { allowed: boolean }) {
  if (!allowed) return <NoAccess what={t`your team`} permission={t`Manage team`} />;
  return <Team />;
}

function Team() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<10 | 20 | 30 | 40 | 50>(10);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const list = useListTeamMembers(
    { page, limit, sortBy: 'createdAt', sortOrder: 'desc', ...(search ? { search } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [resending, setResending] = useState<TeamMember | null>(null);
  // Enabling a member needs a free seat; a used-up allowance (403 LIMIT_OVER) has no toast.
  const [seatError, setSeatError] = useState<unknown>(null);

  const refresh = () => void client.invalidateQueries({ queryKey: LIST_KEY });
  const add = useAddTeamMember();
  const update = useUpdateTeamMember();
  const patch = usePartialUpdateTeamMember();
  const remove = useSoftDeleteTeamMembers();

  const save = (values: MemberValues) => {
    const person = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      designation: values.designation.trim(),
      permissions: values.permissions,
    };
    const done = (message: string) => {
      toast(message);
      setEditing(null);
      refresh();
    };
    const member = editing?.member;
    if (member)
      update.mutate({ id: member._id, data: person }, { onSuccess: (r) => done(r.message || t`Team member updated`) });
    else
      add.mutate(
        { data: { ...person, email: values.email.trim() } },
        { onSuccess: (r) => done(r.message || t`Invitation sent to ${values.email.trim()}`) },
      );
  };

  const open = (member: TeamMember | null) => {
    add.reset();
    update.reset();
    setEditing({ member });
  };

  const setStatus = (member: TeamMember, status: 'active' | 'disabled') => {
    setSeatError(null);
    patch.mutate(
      { id: member._id, data: { status } },
      {
        onError: (error) => setSeatError(isLimitOver(error) ? error : null),
        onSuccess: (r) => {
          toast(r.message || (status === 'disabled' ? t`Team member disabled` : t`Team member enabled`));
          refresh();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <form
          role="search"
          aria-label={t`Team members`}
          onSubmit={(e) => e.preventDefault()}
          style={{ flex: '1 1 240px' }}
        >
          <TextInput
            aria-label={t`Search team members`}
            placeholder={t`Search by name or e-mail`}
            leftSection={<SearchIcon size={18} />}
            maxLength={200}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
          />
        </form>
        <Button onClick={() => open(null)}>
          <Trans>Invite a team member</Trans>
        </Button>
      </Group>
      <LimitOverPrompt error={seatError} feature="team_management" title={t`All team seats of your plan are taken`} />
      <QueryView
        query={list}
        errorTitle={t`We could not load your team`}
        empty={
          <Paper withBorder radius="md">
            <EmptyState
              title={search ? t`No team member matches` : t`No team members yet`}
              text={
                search
                  ? t`Try another name or e-mail.`
                  : t`Invite recruiters and hiring managers, and choose what each of them may do.`
              }
            />
          </Paper>
        }
      >
        {(res) => (
          <Stack gap="sm">
            <Stack gap="sm" role="list" aria-label={t`Team members`}>
              {res.data.items.map((member) => (
                <MemberRow
                  key={member._id}
                  member={member}
                  busy={(patch.isPending && patch.variables?.id === member._id) || undefined}
                  onEdit={() => open(member)}
                  onStatus={(status) => setStatus(member, status)}
                  onRemove={() => setRemoving(member)}
                  onResend={() => setResending(member)}
                />
              ))}
            </Stack>
            <PaginationBar
              page={res.data.pagination.page}
              limit={res.data.pagination.limit}
              total={res.data.pagination.total}
              onChange={(next) => {
                setPage(next.page);
                setLimit(next.limit as typeof limit);
              }}
            />
          </Stack>
        )}
      </QueryView>
      <MemberDialog
        opened={editing !== null}
        member={editing?.member ?? null}
        saving={add.isPending || update.isPending}
        error={editing?.member ? update.error : add.error}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <AppModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t`Remove team member?`}
        size="md"
        closeOnEscape={!remove.isPending}
        footer={
          <>
            <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(
                  { data: { ids: [removing._id] } },
                  {
                    onSuccess: (r) => {
                      toast(r.message || t`Team member removed`);
                      setRemoving(null);
                      refresh();
                    },
                  },
                )
              }
            >
              <Trans>Remove</Trans>
            </Button>
          </>
        }
      >
        {removing
          ? t`${removing.firstName} ${removing.lastName} loses access at once and is signed out. The jobs, notes and chats they worked on stay with your company.`
          : null}
      </AppModal>
      <ResendDialog member={resending} onClose={() => setResending(null)} onSent={refresh} />
    </Stack>
  );
}
