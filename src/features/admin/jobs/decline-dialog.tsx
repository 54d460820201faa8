// Declining needs a reason: the employer reads it in the e-mail and beside the job.
import { Button, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { AdminJob } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';

type Props = { job: AdminJob | null; busy: boolean; onClose: () => void; onDecline: (reason: string) => void };

export function DeclineDialog({ job, busy, onClose, onDecline }: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !reason.trim() ? 'Say why, so the employer can fix it' : null;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (reason.trim()) onDecline(reason.trim());
  };
  return (
    <AppModal
      opened={job !== null}
      onClose={close}
      title={`Decline “${job?.title ?? 'this job'}”`}
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={submit}>
            Decline and e-mail the employer
          </Button>
        </>
      }
    >
      <Textarea
        label="Reason"
        description={`${job?.company.name ?? 'The employer'} gets this in an e-mail and sees it beside the job.`}
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
    </AppModal>
  );
}
