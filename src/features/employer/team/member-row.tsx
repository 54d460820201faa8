// One team member: who they are, their status and permissions, and what the owner can do with
// them (edit, disable or enable, help with an expired invitation, remove).
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { TeamMember, TeamMemberStatus } from '@generated/api/model';
import { ChevronDownIcon } from '@/components/ui/icons';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { formatDate } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
import { permissionLabel, sortPermissions } from '../shared/permissions';

const STATUS: Record<TeamMemberStatus, { label: MessageDescriptor; color: string }> = {
  invited: { label: msg`Invited`, color: 'yellow' },
  active: { label: msg`Active`, color: 'teal' },
  disabled: { label: msg`Disabled`, color: 'gray' },
};

type Props = {
  member: TeamMember;
  busy?: boolean;
  onEdit: () => void;
  onStatus: (status: 'active' | 'disabled') => void;
  onRemove: () => void;
  onResend: () => void;
};

export function MemberRow({ member, busy, onEdit, onStatus, onRemove, onResend }: Props) {
  const name = `${member.firstName} ${member.lastName}`;
  const status = STATUS[member.status];
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 280px' }}>
          <PersonAvatar name={name} src={member.avatar} size={44} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={650}>{name}</Text>
              <Badge variant="light" color={status.color} tt="none">
                {textOf(status.label)}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.designation ? `${member.designation} · ` : ''}
              {member.email}
            </Text>
            <Group gap={6} wrap="wrap" aria-label={t`Permissions of ${name}`}>
              {sortPermissions(member.permissions).map((p) => (
                <Badge key={p} variant="outline" color="gray" tt="none" fw={500}>
                  {permissionLabel(p)}
                </Badge>
              ))}
            </Group>
            <Text fz="xs" c="dimmed">
              {member.status === 'invited'
                ? t`Invited ${formatDate(member.invitedAt)}`
                : member.lastActiveAt
                  ? t`Last active ${formatDate(member.lastActiveAt)}`
                  : t`Joined ${formatDate(member.createdAt)}`}
            </Text>
          </Stack>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              size="sm"
              loading={busy}
              rightSection={<ChevronDownIcon size={16} />}
              aria-label={t`Actions for ${name}`}
            >
              <Trans>Manage</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onEdit}>
              <Trans>Edit details and permissions</Trans>
            </Menu.Item>
            {member.status === 'invited' ? (
              <Menu.Item onClick={onResend}>
                <Trans>Resend invitation</Trans>
              </Menu.Item>
            ) : null}
            {member.status === 'active' ? (
              <Menu.Item onClick={() => onStatus('disabled')}>
                <Trans>Disable</Trans>
              </Menu.Item>
            ) : null}
            {member.status === 'disabled' ? (
              <Menu.Item onClick={() => onStatus('active')}>
                <Trans>Enable</Trans>
              </Menu.Item>
            ) : null}
            <Menu.Divider />
            <Menu.Item color="red" onClick={onRemove}>
              <Trans>Remove from team</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
