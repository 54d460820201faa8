// The bar above a page of rows that can be selected: select the whole page, say how many are
// selected, clear the selection, and the screen's actions on it (shown once something is selected).
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  pageCount: number;
  selectedCount: number;
  onSelectPage: (selected: boolean) => void;
  onClear: () => void;
  /** The page checkbox's name, e.g. "Select all candidates on this page". */
  selectPageLabel: string;
  /** What the bar says while nothing is selected. */
  hint: string;
  /** What it says of a selection, e.g. "3 selected" (in Spanish the word agrees with the rows' noun). */
  selectedLabel: string;
  /** What the selection can do (e.g. "Add to list"). */
  actions: ReactNode;
  /** An action on the selection is under way: Clear waits for it. */
  busy?: boolean;
};

export function SelectionBar({
  pageCount,
  selectedCount,
  onSelectPage,
  onClear,
  selectPageLabel,
  hint,
  selectedLabel,
  actions,
  busy = false,
}: Props) {
  const all = pageCount > 0 && selectedCount === pageCount;
  return (
    <Paper withBorder p="xs" px="md" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            checked={all}
            indeterminate={selectedCount > 0 && !all}
            onChange={(e) => onSelectPage(e.currentTarget.checked)}
            aria-label={selectPageLabel}
            disabled={pageCount === 0}
          />
          <Text fz="sm" aria-live="polite">
            {selectedCount ? selectedLabel : hint}
          </Text>
        </Group>
        {selectedCount ? (
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={onClear} disabled={busy}>
              <Trans>Clear</Trans>
            </Button>
            {actions}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
