// The bar that stays at the bottom of the screen while the form has unsaved changes.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
      aria-label={t`Save changes`}
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={500} aria-live="polite">
          {dirty ? t`You have unsaved changes` : t`No unsaved changes`}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
            <Trans>Discard</Trans>
          </Button>
          <Button type="submit" loading={saving} disabled={!dirty}>
            <Trans>Save settings</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
