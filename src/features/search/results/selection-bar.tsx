// The bar above a page of candidates: select the whole page, and act on the selection.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  pageCount: number;
  selectedCount: number;
  onSelectPage: (selected: boolean) => void;
  onClear: () => void;
  /** What the selection can do (e.g. "Add to list"); shown once something is selected. */
  actions: ReactNode;
};

export function SelectionBar({ pageCount, selectedCount, onSelectPage, onClear, actions }: Props) {
  const all = pageCount > 0 && selectedCount === pageCount;
  return (
    <Paper withBorder p="xs" px="md" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            checked={all}
            indeterminate={selectedCount > 0 && !all}
            onChange={(e) => onSelectPage(e.currentTarget.checked)}
            aria-label={t`Select all candidates on this page`}
            disabled={pageCount === 0}
          />
          <Text fz="sm" aria-live="polite">
            {selectedCount ? t`${selectedCount} selected` : t`Select candidates to act on them together`}
          </Text>
        </Group>
        {selectedCount ? (
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={onClear}>
              <Trans>Clear</Trans>
            </Button>
            {actions}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
