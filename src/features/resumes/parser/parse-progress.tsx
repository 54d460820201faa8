// While the parser reads the file: a progress bar (role progressbar, labelled) with the percentage
// and what the parser is doing now, the stage, in a polite live region; and when reading failed,
// the parser's reason with Try again (the same file) and Choose another file.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ParsedResume } from '@generated/api/model';
import { AlertIcon, FileIcon, RefreshIcon } from '@/components/ui/icons';

const LABEL = (): string => t`Reading your resume`;

export function ParseProgress({ parsed, fileName }: { parsed: ParsedResume | undefined; fileName?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(parsed?.progress ?? 0)));
  const stage =
    parsed?.stage ?? (parsed?.status === 'parsing' ? t`Reading the text` : t`Waiting for its turn on the queue`);
  const name = fileName ?? parsed?.file.name;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <FileIcon size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg" fw={650}>
          {LABEL()}…
        </Title>
        {name ? (
          <Text fz="sm" c="dimmed" maw="100%" truncate>
            {name}
          </Text>
        ) : null}
        <Stack gap={6} w="100%" maw={420} mt="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" fw={500} role="status" aria-live="polite" data-testid="parse-stage">
              {stage}
            </Text>
            <Text fz="sm" c="dimmed" aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}%
            </Text>
          </Group>
          <Progress value={value} size="lg" radius="xl" striped animated aria-label={LABEL()} />
        </Stack>
        <Text fz="xs" c="dimmed" mt="xs">
          <Trans>This usually takes a few seconds. You can stay on this page.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

type FailedProps = { message: string | null; onRetry?: () => void; onChooseAnother: () => void; retrying?: boolean };

export function ParseFailed({ message, onRetry, onChooseAnother, retrying = false }: FailedProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" ta="center" gap="sm" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <AlertIcon size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg" fw={650}>
          <Trans>We could not read this resume</Trans>
        </Title>
        <Text fz="sm" maw={460}>
          {message ?? t`Something went wrong while reading the file.`}
        </Text>
        <Text fz="xs" c="dimmed" maw={460}>
          <Trans>
            A scanned or password-protected file has no text we can read. Try a PDF exported from your editor, or a Word
            document.
          </Trans>
        </Text>
      </Stack>
      <Group justify="center" gap="sm" mt="lg">
        {onRetry ? (
          <Button variant="light" leftSection={<RefreshIcon size={18} />} onClick={onRetry} loading={retrying}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        <Button onClick={onChooseAnother}>
          <Trans>Choose another file</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
