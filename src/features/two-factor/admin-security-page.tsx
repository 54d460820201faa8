// /admin/security: the signed-in admin's own two-factor sign-in (admins sign in through the
// employer login, which asks them for the second step like everyone else).
import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { TwoFactorCard } from './two-factor-section';

export function AdminSecurityPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Your sign-in</Trans>
        </Title>
        <Text c="dark.4">
          <Trans>Protect your admin account with a code from an authenticator app at every sign-in.</Trans>
        </Text>
      </Stack>
      {/* The card says when the plan lacks it, and keeps it manageable for an admin who has it on. */}
      <TwoFactorCard />
    </Stack>
  );
}
