import { Trans } from '@lingui/react/macro';
import { Container, Grid, Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The job page's shape while the job loads. */
export function JobDetailSkeleton() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} role="status" aria-busy="true">
      <VisuallyHidden>
        <Trans>Loading the job…</Trans>
      </VisuallyHidden>
      <Stack gap="lg" aria-hidden>
        <Paper withBorder radius="md" p="xl">
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Skeleton h={64} w={64} radius="md" />
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton h={24} w="60%" />
              <Skeleton h={14} w="30%" />
              <Skeleton h={12} w="45%" />
            </Stack>
          </Group>
          <Group mt="xl" gap="sm">
            <Skeleton h={42} w={140} />
            <Skeleton h={42} w={90} />
            <Skeleton h={42} w={90} />
          </Group>
        </Paper>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="xl">
              <Stack gap={10}>
                {[92, 88, 95, 70, 84, 60].map((w, i) => (
                  <Skeleton key={i} h={12} w={`${w}%`} />
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap={12}>
                {[50, 70, 40, 60].map((w, i) => (
                  <Skeleton key={i} h={12} w={`${w}%`} />
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
