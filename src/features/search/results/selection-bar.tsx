// The bar above a page of candidates: select the whole page, and act on the selection.
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  pageCount: number;
  selectedCount: number;
  onSelectPage: (selected: boolean) => void;
  onClear: () => void;
  /** What the selection can do (e.g. "Add to list"); shown once something is selected. */
  actions: ReactNode;
  noun?: string;
};

export function SelectionBar({ pageCount, selectedCount, onSelectPage, onClear, actions, noun = 'candidates' }: Props) {
  const all = pageCount > 0 && selectedCount === pageCount;
  return (
    <Paper withBorder p="xs" px="md" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            checked={all}
            indeterminate={selectedCount > 0 && !all}
            onChange={(e) => onSelectPage(e.currentTarget.checked)}
            aria-label={`Select all ${noun} on this page`}
            disabled={pageCount === 0}
          />
          <Text fz="sm" aria-live="polite">
            {selectedCount ? `${selectedCount} selected` : `Select ${noun} to act on them together`}
          </Text>
        </Group>
        {selectedCount ? (
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={onClear}>
              Clear
            </Button>
            {actions}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
