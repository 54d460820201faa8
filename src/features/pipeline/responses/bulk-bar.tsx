// The selection bar of the responses list: select the whole page, and move the selection.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Group, Menu, Paper, Text } from '@mantine/core';
import { ChevronDownIcon } from '@/components/ui/icons';
import { statusAction, STATUSES, type ApplicationStatus } from '../shared/status';

type Props = {
  pageCount: number;
  selectedCount: number;
  busy: boolean;
  onSelectPage: (selected: boolean) => void;
  onMove: (status: ApplicationStatus) => void;
  onClear: () => void;
};

export function BulkBar({ pageCount, selectedCount, busy, onSelectPage, onMove, onClear }: Props) {
  const all = pageCount > 0 && selectedCount === pageCount;
  return (
    <Paper withBorder p="xs" px="md" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            checked={all}
            indeterminate={selectedCount > 0 && !all}
            onChange={(e) => onSelectPage(e.currentTarget.checked)}
            aria-label={t`Select all applicants on this page`}
            disabled={pageCount === 0}
          />
          <Text fz="sm" aria-live="polite">
            {selectedCount ? t`${selectedCount} selected` : t`Select applicants to move them together`}
          </Text>
        </Group>
        {selectedCount ? (
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={onClear} disabled={busy}>
              <Trans>Clear</Trans>
            </Button>
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <Button size="xs" rightSection={<ChevronDownIcon size={16} />} loading={busy}>
                  <Trans>Move selected</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Trans>Move {selectedCount} to</Trans>
                </Menu.Label>
                {STATUSES.map((s) => (
                  <Menu.Item key={s} color={s === 'REJECTED' ? 'red' : undefined} onClick={() => onMove(s)}>
                    {statusAction(s)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
