// A yes-or-no question before something that cannot be taken back (deleting a block or a page).
import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { AppModal } from '@/components/ui/app-modal';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmModal({ opened, title, text, confirmLabel, busy, onConfirm, onClose }: Props) {
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="md"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      }
    >
      <Text size="sm">{text}</Text>
    </AppModal>
  );
}
