// What the search read from the keyword (issue 18): "Data analyst in Pune", "Support · remote",
// with a button that searches the keyword as typed instead. Announced politely, so a screen reader
// user learns why the results are narrower than the words they typed.
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import type { JobSearchUnderstood } from '@generated/api/model';

const WORKPLACE_WORDS = { WFH: 'remote', HYBRID: 'hybrid', OFFICE: 'in an office' } as const;

/** "Data analyst in Pune · remote": the words searched, where, and how. */
export function understoodLabel(u: JobSearchUnderstood): string {
  const words = u.keyword ? u.keyword.charAt(0).toUpperCase() + u.keyword.slice(1) : 'Jobs';
  const place = u.place ? ` in ${u.place.nm}` : '';
  const how = u.workplaceType ? ` · ${WORKPLACE_WORDS[u.workplaceType]}` : '';
  return `${words}${place}${how}`;
}

export function UnderstoodChip({ understood, onUndo }: { understood: JobSearchUnderstood; onUndo: () => void }) {
  return (
    <Group gap="xs" wrap="wrap" role="status" aria-live="polite">
      <Text fz="sm" c="dimmed">
        Showing
      </Text>
      <Paper withBorder radius="xl" px="sm" py={2} bg="var(--mantine-color-brand-light)">
        <Group gap={4} wrap="nowrap">
          <Text fz="sm" fw={600} data-testid="understood">
            {understoodLabel(understood)}
          </Text>
          <CloseButton
            size="sm"
            onClick={onUndo}
            aria-label={`Search for “${understood.typed}” as typed`}
            title="Search the words as typed"
          />
        </Group>
      </Paper>
    </Group>
  );
}
