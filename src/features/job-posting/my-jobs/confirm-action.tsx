// The confirmation for the two actions that cannot be undone from here: closing a position and
// deleting a job.
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
  const title = pending?.job.title ?? 'this draft';
  const isDelete = pending?.action === 'delete';
  return (
    <AppModal
      opened={pending !== null}
      onClose={onCancel}
      closeOnEscape={!busy}
      size="md"
      title={isDelete ? 'Delete this job?' : 'Close this position?'}
      footer={
        <>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {isDelete ? 'Delete job' : 'Close position'}
          </Button>
        </>
      }
    >
      <Text>
        {isDelete
          ? `“${title}” will be removed from your jobs and from the site. Applications already received are kept.`
          : `“${title}” will stop taking applications and leave every list. This cannot be reopened.`}
      </Text>
    </AppModal>
  );
}
