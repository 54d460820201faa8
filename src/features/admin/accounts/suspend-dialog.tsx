// Suspending needs a reason (kept in the audit log); lifting a suspension is one confirmation.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const who = account?.email ?? t`The account`;
  return (
    <>
      <ReasonDialog
        opened={account !== null && !lifting}
        title={t`Suspend ${account?.name ?? ''}`}
        description={t`${who} is signed out at once and cannot sign in until you lift this.`}
        missing={t`Say why; it is kept in the audit log`}
        confirmLabel={t`Suspend the account`}
        busy={busy}
        onClose={onClose}
        onConfirm={onConfirm}
      />
      <AppModal
        opened={account !== null && lifting}
        onClose={onClose}
        size="lg"
        title={t`Lift the suspension of ${account?.name ?? ''}`}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={busy} onClick={() => onConfirm(null)}>
              <Trans>Lift the suspension</Trans>
            </Button>
          </>
        }
      >
        <Text size="sm">
          {account?.email} <Trans>can sign in again; sessions ended by the suspension stay ended.</Trans>
        </Text>
      </AppModal>
    </>
  );
}
