// The selection bar of the responses list: select the whole page, and move the selection.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { ChevronDownIcon } from '@/components/ui/icons';
import { SelectionBar } from '@/components/ui/selection-bar';
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
  return (
    <SelectionBar
      pageCount={pageCount}
      selectedCount={selectedCount}
      onSelectPage={onSelectPage}
      onClear={onClear}
      busy={busy}
      selectPageLabel={t`Select all applicants on this page`}
      hint={t`Select applicants to move them together`}
      selectedLabel={t`${selectedCount} selected`}
      actions={
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
      }
    />
  );
}
