// While an admin acts for an account, every screen says so, whose account it is, and offers the
// way back; the cached answers were the account's, so they are dropped on the way out.
import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { setActingAs, useSession } from '@/lib/session/session';

export function ActingBanner() {
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!session?.admin) return null;
  const { firstName, lastName, email, role } = session.user;
  const stop = () => {
    setActingAs(null);
    client.clear();
    void navigate({ to: '/admin/accounts' });
  };
  return (
    <Container
      fluid
      bg="yellow.1"
      py={8}
      role="status"
      aria-live="polite"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-4)' }}
    >
      <Group justify="center" gap="sm">
        <Text size="sm" fw={500}>
          <Trans>
            You are acting as {firstName} {lastName} ({email}, {role}). Every change is recorded in the audit log under
            your name.
          </Trans>
        </Text>
        <Button size="compact-sm" color="dark" variant="outline" onClick={stop}>
          <Trans>Stop acting</Trans>
        </Button>
      </Group>
    </Container>
  );
}
