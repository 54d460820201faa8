// "Resend code", available once the countdown since the last code has run out (the server
// refuses a new code within that time anyway).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';
import { useResendOtp } from '../api/resend-otp';
import type { AuthRole } from '../roles';
import type { OtpPurpose } from '../search';
import { formatSeconds } from './use-countdown';

type Props = {
  account: AuthRole;
  purpose: OtpPurpose;
  email: string;
  secondsLeft: number;
  restart: (ms: number) => void;
  fallbackMs: number;
};

export function ResendCode({ account: role, purpose, email, secondsLeft, restart, fallbackMs }: Props) {
  const resend = useResendOtp(role);
  const waiting = secondsLeft > 0;

  const onResend = () =>
    resend.mutate(
      { email, purpose },
      {
        onSuccess: (res) => {
          toast(res.message);
          restart(res.data.resendAfterSeconds > 0 ? res.data.resendAfterSeconds * 1000 : fallbackMs);
        },
        onError: (error) => {
          const retry = isApiError(error) ? error.body.data?.retryAfterSeconds : undefined;
          if (retry) restart(retry * 1000);
        },
      },
    );

  const action = waiting ? t`resend code in ${formatSeconds(secondsLeft)}` : t`resend code`;
  return (
    <Text size="sm" ta="center" c="dimmed">
      <Trans>
        Did not get it? Check your spam folder, or{' '}
        <Button
          variant="transparent"
          size="compact-sm"
          px={2}
          onClick={onResend}
          disabled={waiting}
          loading={resend.isPending}
        >
          {action}
        </Button>
      </Trans>
    </Text>
  );
}
