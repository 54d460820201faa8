// Progress of a long upload (resumes, videos, bulk imports), with the percentage in words for
// screen readers and in figures beside the bar.
import { Group, Paper, Progress, Text, ThemeIcon } from '@mantine/core';
import { CheckIcon, UploadIcon } from './icons';

type Props = {
  /** 0–100; values outside are clamped. */
  value: number;
  label: string;
  /** A line under the bar, e.g. the file size. */
  description?: string;
};

export function ProgressUpload({ value, label, description }: Props) {
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  const done = percent === 100;
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size={36} color={done ? 'teal' : undefined} aria-hidden>
          {done ? <CheckIcon size={18} /> : <UploadIcon size={18} />}
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
            <Text fz="sm" fw={600} truncate>
              {label}
            </Text>
            <Text fz="sm" c="dimmed" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
              {percent}%
            </Text>
          </Group>
          <Progress
            value={percent}
            size="sm"
            radius="xl"
            color={done ? 'teal' : undefined}
            animated={!done}
            striped={!done}
            // Mantine's section is the progressbar: it takes the label and says the value as "42%".
            aria-label={label}
          />
          {description ? (
            <Text fz="xs" c="dimmed" mt={6}>
              {description}
            </Text>
          ) : null}
        </div>
      </Group>
    </Paper>
  );
}
