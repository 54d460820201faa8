// A console decision that needs a reason (declining a job, suspending an account, acting on a chat
// report): the reason is required, said so once the field was typed in and left or the action
// tried, and cleared when the dialog closes. What else the decision needs (`children`) goes above it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
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
  /** The field's label; "Reason" unless the decision calls it otherwise. */
  label?: string;
  /** More of the decision, above the reason. */
  children?: ReactNode;
};

export function ReasonDialog({
  opened,
  title,
  description,
  missing,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
  label,
  children,
}: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // The field is focused as the dialog opens, so leaving it says nothing until it was typed in: a
  // click on a choice above it must not bring up the error, whose line moved the centred dialog
  // between the press and the release and lost the click.
  const [typed, setTyped] = useState(false);
  const close = () => {
    setReason('');
    setTouched(false);
    setTyped(false);
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
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <Textarea
        label={label ?? t`Reason`}
        description={description}
        required
        autosize
        minRows={3}
        maxLength={500}
        value={reason}
        error={touched && !reason.trim() ? missing : null}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setTyped(true);
        }}
        onBlur={() => {
          if (typed) setTouched(true);
        }}
        data-autofocus
      />
    </AppModal>
  );
}
