// Declining needs a reason: the employer reads it in the e-mail and beside the job.
import type { AdminJob } from '@generated/api/model';
import { ReasonDialog } from '../reason-dialog';

type Props = { job: AdminJob | null; busy: boolean; onClose: () => void; onDecline: (reason: string) => void };

export function DeclineDialog({ job, busy, onClose, onDecline }: Props) {
  return (
    <ReasonDialog
      opened={job !== null}
      title={`Decline “${job?.title ?? 'this job'}”`}
      description={`${job?.company.name ?? 'The employer'} gets this in an e-mail and sees it beside the job.`}
      missing="Say why, so the employer can fix it"
      confirmLabel="Decline and e-mail the employer"
      busy={busy}
      onClose={onClose}
      onConfirm={onDecline}
    />
  );
}
