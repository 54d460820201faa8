// Declining needs a reason: the employer sees it beside the job and, on a plan with
// email_notifications (`mailed`), reads it in an e-mail too.
import { t } from '@lingui/core/macro';
import type { AdminJob } from '@generated/api/model';
import { ReasonDialog } from '../reason-dialog';

type Props = {
  job: AdminJob | null;
  busy: boolean;
  mailed: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
};

export function DeclineDialog({ job, busy, mailed, onClose, onDecline }: Props) {
  const employer = job?.company.name ?? t`The employer`;
  const title = job?.title ?? t`this job`;
  return (
    <ReasonDialog
      opened={job !== null}
      title={t`Decline “${title}”`}
      description={
        mailed
          ? t`${employer} gets this in an e-mail and sees it beside the job.`
          : t`${employer} sees this beside the job (this board’s plan sends no e-mail for it).`
      }
      missing={t`Say why, so the employer can fix it`}
      confirmLabel={mailed ? t`Decline and e-mail the employer` : t`Decline`}
      busy={busy}
      onClose={onClose}
      onConfirm={onDecline}
    />
  );
}
