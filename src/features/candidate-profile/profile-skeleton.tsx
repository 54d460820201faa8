// The profile while it loads: the header (photo, name, headline), the completion card and the tab
// row in their real sizes, then a form's worth of fields, so nothing jumps when it arrives.
import { Trans } from '@lingui/react/macro';
import { Container, Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

export function ProfileSkeleton() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>
        <Trans>Loading your profile…</Trans>
      </VisuallyHidden>
      <Group gap="md" mb="lg" align="stretch" wrap="wrap" aria-hidden>
        <Paper withBorder radius="md" p="lg" style={{ flex: '3 1 420px' }}>
          <Group gap="lg" wrap="nowrap" align="flex-start">
            <Skeleton height={84} circle />
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton height={24} width="55%" />
              <Skeleton height={14} width="75%" />
              <Skeleton height={12} width="40%" />
              <Skeleton height={12} width="50%" />
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="md" style={{ flex: '2 1 300px' }}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Skeleton height={88} circle />
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton height={16} width="60%" />
              <Skeleton height={12} width="80%" />
              <Skeleton height={12} width="50%" />
              <Skeleton height={12} width="55%" />
            </Stack>
          </Group>
        </Paper>
      </Group>
      <Group gap="lg" mb="lg" wrap="nowrap" style={{ overflow: 'hidden' }} aria-hidden>
        {[90, 90, 80, 64, 72, 110].map((w, i) => (
          <Skeleton key={i} height={20} width={w} />
        ))}
      </Group>
      <Paper withBorder radius="md" p="lg" aria-hidden>
        <Skeleton height={20} width={160} mb="md" />
        <Stack gap="md">
          {[0, 1, 2].map((row) => (
            <Group key={row} gap="md" grow>
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Group>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
