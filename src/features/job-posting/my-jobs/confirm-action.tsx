// The confirmation for the two actions that cannot be undone from here: closing a position and
// deleting a job.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import type { JobSummary } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';

type Props = {
  pending: { action: 'close' | 'delete'; job: JobSummary } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function ConfirmAction({ pending, busy, onCancel, onConfirm }: Props) {
  const title = pending?.job.title ?? t`this draft`;
  const isDelete = pending?.action === 'delete';
  return (
    <AppModal
      opened={pending !== null}
      onClose={onCancel}
      closeOnEscape={!busy}
      size="md"
      title={isDelete ? t`Delete this job?` : t`Close this position?`}
      footer={
        <>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {isDelete ? t`Delete job` : t`Close position`}
          </Button>
        </>
      }
    >
      <Text>
        {isDelete
          ? t`“${title}” will be removed from your jobs and from the site. Applications already received are kept.`
          : t`“${title}” will stop taking applications and leave every list. This cannot be reopened.`}
      </Text>
    </AppModal>
  );
}
