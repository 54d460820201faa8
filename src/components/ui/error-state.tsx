// What a section shows when its data could not load: what happened and a way to try again,
// announced as an alert. The toast of the HTTP seam has already told the user once; this keeps
// the screen from looking empty or stuck.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { AlertIcon, RefreshIcon } from './icons';

type Props = {
  message?: string;
  title?: string;
  onRetry?: () => void;
  /** Shows the retry button busy while a retry is in flight. */
  retrying?: boolean;
  compact?: boolean;
};

export function ErrorState({
  message = t`Please check your connection and try again.`,
  title = t`We could not load this`,
  onRetry,
  retrying = false,
  compact = false,
}: Props) {
  return (
    <Stack align="center" ta="center" gap="xs" py={compact ? 'lg' : 48} px="md" role="alert">
      <ThemeIcon size={compact ? 44 : 56} radius="xl" variant="light" color="red" aria-hidden>
        <AlertIcon size={compact ? 22 : 28} />
      </ThemeIcon>
      <Title order={3} fz={compact ? 'md' : 'lg'} fw={650} mt={4}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm" maw={420}>
        {message}
      </Text>
      {onRetry ? (
        <Button mt="sm" variant="light" onClick={onRetry} loading={retrying} leftSection={<RefreshIcon size={18} />}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
