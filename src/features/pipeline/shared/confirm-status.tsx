// Asks before a move that the candidate will feel (rejecting): names who and what happens.
import { Button, Text } from '@mantine/core';
import { AppModal } from '@/components/ui/app-modal';
import { STATUS_ACTION, statusLabel, type ApplicationStatus } from './status';

export type PendingStatus = { status: ApplicationStatus; names: string[] };

type Props = { pending: PendingStatus | null; busy?: boolean; onCancel: () => void; onConfirm: () => void };

export function ConfirmStatusDialog({ pending, busy = false, onCancel, onConfirm }: Props) {
  const count = pending?.names.length ?? 0;
  const who = count === 1 ? (pending?.names[0] ?? 'this applicant') : `${count} applicants`;
  const verb = pending ? STATUS_ACTION[pending.status] : '';
  return (
    <AppModal
      opened={pending !== null}
      onClose={onCancel}
      closeOnEscape={!busy}
      size="md"
      title={`${verb} ${who}?`}
      footer={
        <>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color={pending?.status === 'REJECTED' ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {verb}
          </Button>
        </>
      }
    >
      <Text>
        {pending
          ? `${count === 1 ? 'The application' : 'The applications'} will move to ${statusLabel(pending.status)}. You can change the status again later; the change is kept in the history.`
          : null}
      </Text>
    </AppModal>
  );
}
