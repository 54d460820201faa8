// /admin/security: the signed-in admin's own two-factor sign-in (admins sign in through the
// employer login, which asks them for the second step like everyone else).
import { Stack, Text, Title } from '@mantine/core';
import { useFeature } from '@/lib/plans/use-feature';
import { LoadingState } from '@/components/ui/loading-state';
import { TwoFactorCard } from './two-factor-section';

export function AdminSecurityPage() {
  const feature = useFeature('two_factor_auth');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Your sign-in
        </Title>
        <Text c="dark.4">Protect your admin account with a code from an authenticator app at every sign-in.</Text>
      </Stack>
      {feature.isLoading ? (
        <LoadingState rows={1} label="Loading…" />
      ) : feature.allowed ? (
        <TwoFactorCard />
      ) : (
        <Text>Two-factor sign-in is not part of this board’s plan.</Text>
      )}
    </Stack>
  );
}
