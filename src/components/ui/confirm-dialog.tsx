// Asks before something that cannot be taken back (deleting a page, a block, an article, a saved
// search, a list; removing members). While the action runs, Escape and Cancel wait for it.
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { AppModal } from './app-modal';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  /** The red button's text; Delete when not given. */
  confirmLabel?: string;
  busy?: boolean;
  /** The dialog's width: md, or sm for a short question. */
  size?: 'sm' | 'md';
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  busy = false,
  size = 'md',
  onConfirm,
  onClose,
}: Props) {
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeOnEscape={!busy}
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel ?? <Trans>Delete</Trans>}
          </Button>
        </>
      }
    >
      <Text fz="sm">{text}</Text>
    </AppModal>
  );
}
