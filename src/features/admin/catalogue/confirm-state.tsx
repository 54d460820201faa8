// Retiring or selling again, behind a confirmation that says what follows for buyers and holders.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

type Props = {
  opened: boolean;
  retiring: boolean;
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmState({ opened, retiring, name, busy, error, onConfirm, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={retiring ? t`Stop selling ${name}?` : t`Sell ${name} again?`}
      centered
    >
      <Text fz="sm">
        {retiring
          ? t`It leaves the pricing pages and the checkout. Whoever bought it keeps exactly what they bought until it ends.`
          : t`It appears again on the pricing pages and can be bought at its current price.`}
      </Text>
      {error ? (
        <Text fz="sm" c="red.8" mt="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color={retiring ? 'red' : undefined} loading={busy} onClick={onConfirm}>
          {retiring ? t`Stop selling` : t`Sell again`}
        </Button>
      </Group>
    </Modal>
  );
}
