// The actions of a message of the other side, behind a small button under it: reporting it to the
// board's moderators, or that it waits for them already.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';

type Props = { author: string; reported: boolean; onReport: () => void };

export function MessageMenu({ author, reported, onReport }: Props) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t`Actions for the message from ${author}`}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
            <circle cx="5" cy="12" r="1.8" />
            <circle cx="12" cy="12" r="1.8" />
            <circle cx="19" cy="12" r="1.8" />
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {reported ? (
          <Menu.Item disabled>
            <Trans>Reported, waiting for the moderators</Trans>
          </Menu.Item>
        ) : (
          <Menu.Item onClick={onReport}>
            <Trans>Report message</Trans>
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
