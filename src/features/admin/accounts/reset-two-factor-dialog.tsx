// The way back in for someone who lost both their authenticator and their recovery codes: the
// board's admin, having made sure who is asking, turns the account's two-factor sign-in off. The
// reason is required and kept in the audit log (docs/two-factor.md); the person then signs in with
// their password and may turn it on again.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { AdminAccount } from '@generated/api/model';
import { ReasonDialog } from '../reason-dialog';

/** What the admin is told once the reset is done: whether there was anything to reset. */
export const resetToast = (name: string, wasOn: boolean) =>
  wasOn ? t`${name} now signs in with their password alone` : t`${name} had no two-factor sign-in to reset`;

type Props = {
  account: AdminAccount | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

export function ResetTwoFactorDialog({ account, busy, onClose, onConfirm }: Props) {
  return (
    <ReasonDialog
      opened={account !== null}
      title={t`Reset two-factor sign-in for ${account?.name ?? ''}`}
      description={t`Say how you checked who asked; it is kept in the audit log.`}
      missing={t`Say how you checked who asked; it is kept in the audit log`}
      confirmLabel={t`Reset two-factor sign-in`}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Text size="sm" mb="sm">
        {account?.email ?? t`The account`}{' '}
        <Trans>
          then signs in with the password alone, and its recovery codes stop working. Do this only for the
          account&apos;s owner, when they lost their authenticator and their recovery codes.
        </Trans>
      </Text>
    </ReasonDialog>
  );
}
