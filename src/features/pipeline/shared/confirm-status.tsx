// Asks before a move that the candidate will feel (rejecting): names who and what happens.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { AppModal } from '@/components/ui/app-modal';
import { statusAction, statusLabel, type ApplicationStatus } from './status';

export type PendingStatus = { status: ApplicationStatus; names: string[] };

type Props = { pending: PendingStatus | null; busy?: boolean; onCancel: () => void; onConfirm: () => void };

export function ConfirmStatusDialog({ pending, busy = false, onCancel, onConfirm }: Props) {
  const count = pending?.names.length ?? 0;
  const who =
    count === 1
      ? (pending?.names[0] ?? t`this applicant`)
      : plural(count, { one: '# applicant', other: '# applicants' });
  const verb = pending ? statusAction(pending.status) : '';
  return (
    <AppModal
      opened={pending !== null}
      onClose={onCancel}
      closeOnEscape={!busy}
      size="md"
      title={t`${verb} ${who}?`}
      footer={
        <>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color={pending?.status === 'REJECTED' ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {verb}
          </Button>
        </>
      }
    >
      <Text>
        {pending
          ? plural(count, {
              one: `The application will move to ${statusLabel(pending.status)}. You can change the status again later; the change is kept in the history.`,
              other: `The applications will move to ${statusLabel(pending.status)}. You can change the status again later; the change is kept in the history.`,
            })
          : null}
      </Text>
    </AppModal>
  );
}
