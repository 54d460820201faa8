// A console decision that needs a reason (declining a job, suspending an account): the reason is
// required, said so once the field was left or the action tried, and cleared when the dialog closes.
import { Button, Textarea } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/ui/app-modal';

type Props = {
  opened: boolean;
  title: string;
  /** Who reads the reason, under the field. */
  description: string;
  /** What the field says when left empty. */
  missing: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

export function ReasonDialog({ opened, title, description, missing, confirmLabel, busy, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const confirm = () => {
    setTouched(true);
    if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Textarea
        label="Reason"
        description={description}
        required
        autosize
        minRows={3}
        maxLength={500}
        value={reason}
        error={touched && !reason.trim() ? missing : null}
        onChange={(e) => setReason(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        data-autofocus
      />
    </AppModal>
  );
}
