// The filters below md: a drawer from the right with the filter panel, Clear all, and a button
// that closes it and says what the results hold ("Show 12 jobs").
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { constants } from '@generated/manifest';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** How many filters are set (Clear all is off at none). */
  active: number;
  onClear: () => void;
  /** The closing button's text. */
  showLabel: string;
  /** The filter panel, without its own heading. */
  children: ReactNode;
};

export function FiltersDrawer({ opened, onClose, active, onClear, showLabel, children }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={650}>
          <Trans>Filters</Trans>
        </Text>
      }
      closeButtonProps={{ 'aria-label': t`Close filters` }}
      position="right"
      size="min(100%, 420px)"
      zIndex={constants.modal.zIndex}
    >
      <Stack gap="lg">
        {children}
        <Group grow>
          <Button variant="default" onClick={onClear} disabled={active === 0}>
            <Trans>Clear all</Trans>
          </Button>
          <Button onClick={onClose}>{showLabel}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
