// Suspending needs a reason (kept in the audit log); lifting a suspension is one confirmation.
import { Button, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { AdminAccount } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';

type Props = {
  account: AdminAccount | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string | null) => void;
};

export function SuspendDialog({ account, busy, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const lifting = account?.status === 'disabled';
  const error = touched && !lifting && !reason.trim() ? 'Say why; it is kept in the audit log' : null;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const confirm = () => {
    setTouched(true);
    if (lifting) onConfirm(null);
    else if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <AppModal
      opened={account !== null}
      onClose={close}
      size="lg"
      title={lifting ? `Lift the suspension of ${account?.name ?? ''}` : `Suspend ${account?.name ?? ''}`}
      footer={
        <>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color={lifting ? 'brand' : 'red'} loading={busy} onClick={confirm}>
            {lifting ? 'Lift the suspension' : 'Suspend the account'}
          </Button>
        </>
      }
    >
      {lifting ? (
        <Text size="sm">{account?.email} can sign in again; sessions ended by the suspension stay ended.</Text>
      ) : (
        <Textarea
          label="Reason"
          description={`${account?.email ?? 'The account'} is signed out at once and cannot sign in until you lift this.`}
          required
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          data-autofocus
        />
      )}
    </AppModal>
  );
}
