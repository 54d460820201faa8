// A whole page that cannot show its content (a job that does not exist, a failed load): the
// page's one h1 says what happened, with the way on. Sections inside a page use the shared
// EmptyState and ErrorState instead.
import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon, RefreshIcon } from '@/components/ui/icons';

type Props = {
  title: string;
  text: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** A failed load: announced as an alert, with a retry. */
  onRetry?: () => void;
  retrying?: boolean;
};

export function PageState({ title, text, icon, action, onRetry, retrying = false }: Props) {
  const failed = Boolean(onRetry);
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Paper withBorder radius="md">
        <Stack align="center" ta="center" gap="xs" py={48} px="md" role={failed ? 'alert' : undefined}>
          <ThemeIcon size={56} radius="xl" variant="light" color={failed ? 'red' : 'gray'} aria-hidden>
            {failed ? <AlertIcon size={28} /> : icon}
          </ThemeIcon>
          <Title order={1} fz="lg" fw={650} mt={4}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm" maw={420}>
            {text}
          </Text>
          {onRetry ? (
            <Button
              mt="sm"
              variant="light"
              onClick={onRetry}
              loading={retrying}
              leftSection={<RefreshIcon size={18} />}
            >
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          {action ? <Stack mt="sm">{action}</Stack> : null}
        </Stack>
      </Paper>
    </Container>
  );
}
