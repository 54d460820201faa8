import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useNavAllowed } from '@/lib/session/employer-permissions';
import { logout } from '@/lib/session/logout';
import type { UserCookie } from '@/lib/session/session';

export default function AccountMenu({ user }: { user: UserCookie }) {
  const navigate = useNavigate();
  const allowed = useNavAllowed(user.role === 'employer');
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu of ${name}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="brand" name={name} />
            <Text size="sm" fw={500} visibleFrom="sm">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.companyName ?? user.email}</Menu.Label>
        <Menu.Item component={Link} to={user.role === 'employer' ? '/employer/profile' : '/jobsseekers/profile'}>
          <Trans>Profile</Trans>
        </Menu.Item>
        {user.role === 'candidate' && (
          <Menu.Item component={Link} to="/jobsseekers/payment">
            <Trans>Subscription and billing</Trans>
          </Menu.Item>
        )}
        {user.role === 'employer' && allowed('analytics') && (
          <Menu.Item component={Link} to="/employer/analytics">
            <Trans>Analytics</Trans>
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={() => void logout({ navigate: (to) => void navigate({ to }) })}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
