// The bar that stays at the bottom of the screen while the form has unsaved changes.
import { Button, Group, Paper, Text } from '@mantine/core';

type Props = { dirty: boolean; saving: boolean; onDiscard: () => void };

export function SaveBar({ dirty, saving, onDiscard }: Props) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 5 }}
      role="region"
      aria-label="Save changes"
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={500} aria-live="polite">
          {dirty ? 'You have unsaved changes' : 'No unsaved changes'}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
            Discard
          </Button>
          <Button type="submit" loading={saving} disabled={!dirty}>
            Save settings
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
