// The first step of reading a resume: a large target to drop a file on, with a button for the
// keyboard and for phones, the accepted types and size, and what is wrong with a chosen file said
// beside it (and announced).
import { Trans } from '@lingui/react/macro';
import { Button, FileButton, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { UploadIcon } from '@/components/ui/icons';

type Props = {
  title: string;
  hint: string;
  accept: string;
  buttonLabel: string;
  onFile: (file: File) => void;
  busy?: boolean;
  error?: string | null;
  icon?: ReactNode;
  children?: ReactNode;
};

export function FileDrop({ title, hint, accept, buttonLabel, onFile, busy = false, error, icon, children }: Props) {
  const [over, setOver] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 40 }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'brand-6' : error ? 'red-4' : 'gray-4'})`,
        background: over ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-0)',
        transition: 'background 120ms, border-color 120ms',
      }}
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon ?? <UploadIcon size={28} />}
        </ThemeIcon>
        <Title order={2} fz="lg" fw={650}>
          {title}
        </Title>
        <Text id={hintId} fz="sm" c="dimmed" maw={440}>
          {hint}
        </Text>
        <FileButton onChange={(f) => f && onFile(f)} accept={accept} disabled={busy}>
          {(props) => (
            <Button
              {...props}
              size="md"
              mt="xs"
              loading={busy}
              leftSection={<UploadIcon size={18} />}
              aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            >
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          <Trans>or drop it here</Trans>
        </Text>
        {error ? (
          <Text id={errorId} fz="sm" c="red.9" role="alert" maw={480}>
            {error}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
