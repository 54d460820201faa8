// The honest state of a later onboarding step opened without the earlier one in this browser tab
// (a bookmark, a new tab, a cleared session): say so and offer the way back.
import { Trans } from '@lingui/react/macro';
import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function MissingSignup({ title, text }: { title: string; text: string }) {
  return (
    <Container size="xs" py={64}>
      <Card p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <Text fz={24}>✉</Text>
          </ThemeIcon>
          <Title order={1} fz={24}>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          <Button component={Link} to="/onboarding">
            <Trans>Create a job board</Trans>
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
