// A run's status badge and its progress: the bar (named for screen readers with the rows done)
// and the created / updated / closed / failed counts.
import { t } from '@lingui/core/macro';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { FileHistory } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';
import { countsText, isActive, progressPercent, progressText, STATUS_COLORS, STATUS_LABELS } from './run-format';

export function RunStatusBadge({ run }: { run: Pick<FileHistory, 'status'> }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[run.status]} radius="sm">
      {textOf(STATUS_LABELS[run.status])}
    </Badge>
  );
}

type Props = { run: FileHistory; withCounts?: boolean };

export function RunProgress({ run, withCounts = true }: Props) {
  const percent = progressPercent(run);
  const words = progressText(run);
  const active = isActive(run);
  return (
    <Stack gap={4} miw={0}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="xs" c="dimmed" truncate>
          {words}
        </Text>
        <Text fz="xs" c="dimmed" aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="sm"
        radius="xl"
        color={STATUS_COLORS[run.status]}
        striped={active}
        animated={run.status === 'running'}
        // Mantine names the progressbar role (its section) with aria-label and gives it the %.
        aria-label={t`Progress of ${run.fileName}: ${words}`}
      />
      {withCounts ? (
        <Text fz="xs" c="dimmed">
          {countsText(run)}
        </Text>
      ) : null}
    </Stack>
  );
}
