// The one code step of both flows: e-mail verification after registration (signs the user in)
// and the password reset code (leads to the new password). Only six digits are accepted.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, PinInput, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { constants } from '@generated/manifest';
import { useVerifyEmail } from '../api/verify-email';
import { useVerifyResetOtp } from '../api/verify-reset-otp';
import { AuthLayout } from '../components/auth-layout';
import { otpRule } from '../form/rules';
import { serverFieldErrors, silentFailureMessage } from '../form/server-errors';
import { saveResetTicket } from '../reset-ticket';
import { authPaths, type AuthRole } from '../roles';
import type { OtpPurpose } from '../search';
import { startSession } from '../start-session';
import { ChangeEmailModal } from './change-email-modal';
import { MissingEmail } from './missing-email';
import { ResendCode } from './resend-code';
import { useCountdown } from './use-countdown';

const OTP_LENGTH = 6;

type Props = { account: AuthRole; purpose: OtpPurpose; email?: string };

export function OtpStep({ account: role, purpose, email }: Props) {
  if (!email) return <MissingEmail account={role} purpose={purpose} />;
  return <OtpForm account={role} purpose={purpose} email={email} />;
}

function OtpForm({ account: role, purpose, email }: Required<Props>) {
  const paths = authPaths[role];
  const navigate = useNavigate();
  const verifyEmail = useVerifyEmail(role);
  const verifyReset = useVerifyResetOtp(role);
  const countdown = useCountdown(constants.timeConstantMs);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const registration = purpose === 'registration';
  const pending = verifyEmail.isPending || verifyReset.isPending;

  const failed = (failure: unknown) => {
    const fields = serverFieldErrors(failure, ['otp', 'email'] as const, { otp: t`The code is 6 digits` });
    setError(fields.otp ?? fields.email ?? null);
    setProblem(silentFailureMessage(failure));
    // A wrong code is spent; start the next try from an empty box.
    setCode('');
    firstInput.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = otpRule(code);
    setError(invalid);
    setProblem(null);
    if (invalid) {
      firstInput.current?.focus();
      return;
    }
    const input = { email, otp: code };
    if (registration)
      verifyEmail.mutate(input, {
        onSuccess: (res) => void navigate({ href: startSession(res.data, 'signup') }),
        onError: failed,
      });
    else
      verifyReset.mutate(input, {
        onSuccess: (res) => {
          saveResetTicket(role, { ...res.data, email });
          void navigate({ to: paths.newPassword });
        },
        onError: failed,
      });
  };

  const onEmailChanged = (next: string, resendAfterSeconds: number) => {
    setChanging(false);
    setCode('');
    setError(null);
    countdown.restart(resendAfterSeconds > 0 ? resendAfterSeconds * 1000 : constants.timeConstantMs);
    void navigate({ to: paths.verify, search: { email: next }, replace: true });
  };

  return (
    <AuthLayout
      account={role}
      title={registration ? t`Check your inbox` : t`Enter your reset code`}
      subtitle={
        <>
          {registration ? (
            <Trans>
              We sent a 6-digit code to{' '}
              <Text span fw={600} c="dark">
                {email}
              </Text>
              . Enter it below to verify your e-mail.
            </Trans>
          ) : (
            <Trans>
              If an account exists for{' '}
              <Text span fw={600} c="dark">
                {email}
              </Text>
              , we sent it a 6-digit code.
            </Trans>
          )}{' '}
          <Trans>The code works for 10 minutes.</Trans>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label={registration ? t`Verify e-mail` : t`Verify reset code`}>
        <Stack gap="lg">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Stack gap={8}>
            <Text id={labelId} fw={500} size="sm">
              <Trans>Verification code</Trans>
            </Text>
            <PinInput
              ref={firstInput}
              length={OTP_LENGTH}
              type="number"
              oneTimeCode
              size="md"
              gap="xs"
              value={code}
              onChange={(value) => {
                setCode(value);
                if (error) setError(null);
              }}
              error={Boolean(error)}
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : undefined}
              getInputProps={(index) => ({
                'aria-label': t`Digit ${index + 1} of ${OTP_LENGTH}`,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorId : undefined,
              })}
            />
            {error && (
              <Text id={errorId} size="sm" c="red.7" role="alert">
                {error}
              </Text>
            )}
          </Stack>
          <Button type="submit" fullWidth size="md" loading={pending}>
            {registration ? t`Verify e-mail` : t`Continue`}
          </Button>
          <ResendCode
            account={role}
            purpose={purpose}
            email={email}
            secondsLeft={countdown.secondsLeft}
            restart={countdown.restart}
            fallbackMs={constants.timeConstantMs}
          />
          <Text size="sm" ta="center">
            {registration ? (
              <>
                <Trans>
                  Wrong address?{' '}
                  <Anchor component="button" type="button" onClick={() => setChanging(true)} fw={600}>
                    Change e-mail
                  </Anchor>
                </Trans>
              </>
            ) : (
              <Anchor renderRoot={(props) => <Link {...props} to={paths.forgot} search={{ email }} />}>
                <Trans>Use a different e-mail</Trans>
              </Anchor>
            )}
          </Text>
          <Text size="sm" ta="center" c="dimmed">
            <Anchor component={Link} to={paths.login} size="sm">
              <Trans>Back to log in</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
      {registration && (
        <ChangeEmailModal
          account={role}
          email={email}
          opened={changing}
          onClose={() => setChanging(false)}
          onChanged={onEmailChanged}
        />
      )}
    </AuthLayout>
  );
}
