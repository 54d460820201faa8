// The per-row status menu: every status but the current one, as an action. Hidden where the plan
// has no applicant tracking (the screen's TrackingNote says why).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { ChevronDownIcon } from '@/components/ui/icons';
import { statusAction, STATUSES, type ApplicationStatus } from './status';
import { useCanTrack } from './tracking-gate';

type Props = {
  name: string;
  current: ApplicationStatus;
  disabled?: boolean;
  onChange: (status: ApplicationStatus) => void;
};

export function StatusMenu({ name, current, disabled = false, onChange }: Props) {
  const canTrack = useCanTrack();
  if (!canTrack) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t`Change status of ${name}`} disabled={disabled}>
          <ChevronDownIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Change status</Trans>
        </Menu.Label>
        {STATUSES.filter((s) => s !== current).map((s) => (
          <Menu.Item key={s} color={s === 'REJECTED' ? 'red' : undefined} onClick={() => onChange(s)}>
            {statusAction(s)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
