// Asks before deleting something that cannot be brought back (a saved search, a list, members).
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { AppModal } from '@/components/ui/app-modal';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function ConfirmDelete({ opened, title, text, confirmLabel, busy, onCancel, onConfirm }: Props) {
  return (
    <AppModal
      opened={opened}
      onClose={onCancel}
      title={title}
      size="sm"
      closeOnEscape={!busy}
      footer={
        <>
          <Button variant="default" onClick={onCancel} disabled={busy}>
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
