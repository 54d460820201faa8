// What the search read from the keyword (issue 18): "Data analyst in Pune", "Support · remote",
// with a button that searches the keyword as typed instead. Announced politely, so a screen reader
// user learns why the results are narrower than the words they typed.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import type { JobSearchUnderstood } from '@generated/api/model';

function workplaceWords(): Record<NonNullable<JobSearchUnderstood['workplaceType']>, string> {
  return { WFH: t`remote`, HYBRID: t`hybrid`, OFFICE: t`in an office` };
}

/** "Data analyst in Pune · remote": the words searched, where, and how. */
export function understoodLabel(u: JobSearchUnderstood): string {
  const words = u.keyword ? u.keyword.charAt(0).toUpperCase() + u.keyword.slice(1) : t`Jobs`;
  const what = u.place ? t`${words} in ${u.place.nm}` : words;
  return u.workplaceType ? `${what} · ${workplaceWords()[u.workplaceType]}` : what;
}

export function UnderstoodChip({ understood, onUndo }: { understood: JobSearchUnderstood; onUndo: () => void }) {
  return (
    <Group gap="xs" wrap="wrap" role="status" aria-live="polite">
      <Text fz="sm" c="dimmed">
        <Trans>Showing</Trans>
      </Text>
      <Paper withBorder radius="xl" px="sm" py={2} bg="var(--mantine-color-brand-light)">
        <Group gap={4} wrap="nowrap">
          <Text fz="sm" fw={600} data-testid="understood">
            {understoodLabel(understood)}
          </Text>
          <CloseButton
            size="sm"
            onClick={onUndo}
            aria-label={t`Search for “${understood.typed}” as typed`}
            title={t`Search the words as typed`}
          />
        </Group>
      </Paper>
    </Group>
  );
}
