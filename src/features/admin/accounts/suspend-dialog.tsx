// Suspending needs a reason (kept in the audit log); lifting a suspension is one confirmation.
import { Button, Text } from '@mantine/core';
import type { AdminAccount } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { ReasonDialog } from '../reason-dialog';

type Props = {
  account: AdminAccount | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string | null) => void;
};

export function SuspendDialog({ account, busy, onClose, onConfirm }: Props) {
  const lifting = account?.status === 'disabled';
  return (
    <>
      <ReasonDialog
        opened={account !== null && !lifting}
        title={`Suspend ${account?.name ?? ''}`}
        description={`${account?.email ?? 'The account'} is signed out at once and cannot sign in until you lift this.`}
        missing="Say why; it is kept in the audit log"
        confirmLabel="Suspend the account"
        busy={busy}
        onClose={onClose}
        onConfirm={onConfirm}
      />
      <AppModal
        opened={account !== null && lifting}
        onClose={onClose}
        size="lg"
        title={`Lift the suspension of ${account?.name ?? ''}`}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => onConfirm(null)}>
              Lift the suspension
            </Button>
          </>
        }
      >
        <Text size="sm">{account?.email} can sign in again; sessions ended by the suspension stay ended.</Text>
      </AppModal>
    </>
  );
}
