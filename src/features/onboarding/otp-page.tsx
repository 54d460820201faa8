// /onboarding-otp: the 6-digit code e-mailed at signup. A right code activates the board and
// returns the administrator's session for the new host; this host keeps it only when it is that
// host. Resend waits for the server's countdown; a mistyped address can be corrected.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import type { ClientSession, OtpSent } from '@generated/api/model';
import { useResendClientOtp, useVerifyClient } from '@generated/api/onboarding/onboarding';
import { isApiError } from '@/lib/api/api-error';
import { setSession } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';
import { OTP } from '@shared/text-patterns.ts';
import { messageOf, retryAfterSecondsOf } from './api-failure';
import { ChangeEmailModal } from './change-email-modal';
import { MissingSignup } from './missing-signup';
import { boardOrigin } from './platform-domain';
import { signupStore, type PendingSignup } from './signup-store';
import { StepIndicator } from './step-indicator';
import { trackClientVerified } from './track-signup';
import { useSecondsUntil } from './use-seconds-until';

function keepSessionIfSameHost(answer: ClientSession): void {
  let target: URL;
  try {
    target = new URL(answer.redirectUrl);
  } catch {
    return;
  }
  if (target.origin !== window.location.origin) return;
  const { token, user } = answer.session;
  setSession(token, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    companyName: user.companyName,
  });
}

export function OtpPage() {
  const [pending, setPendingState] = useState<PendingSignup | null>(() => signupStore.pending());
  if (!pending)
    return (
      <MissingSignup
        title={t`No signup waiting for a code`}
        text={t`Start by creating your job board; we will e-mail you a 6-digit code to confirm your address.`}
      />
    );
  const save = (next: PendingSignup) => {
    signupStore.setPending(next);
    setPendingState(next);
  };
  return <OtpStep pending={pending} onPending={save} />;
}

function OtpStep({ pending, onPending }: { pending: PendingSignup; onPending: (p: PendingSignup) => void }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alreadyVerified, setAlreadyVerified] = useState(false);
  const [changing, setChanging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const verify = useVerifyClient();
  const resend = useResendClientOtp();
  const wait = useSecondsUntil(pending.resendAt);

  const sent = (otp: OtpSent) =>
    onPending({ ...pending, email: otp.email, resendAt: Date.now() + otp.resendAfterSeconds * 1000 });

  const submit = (value: string) => {
    if (!OTP.test(value)) {
      setError(t`Enter the 6 digits from the e-mail`);
      input.current?.focus();
      return;
    }
    setError(null);
    verify.mutate(
      { data: { email: pending.email, otp: value } },
      {
        onSuccess: (answer) => {
          const { client, session, redirectUrl } = answer.data;
          keepSessionIfSameHost(answer.data);
          signupStore.setFinished({
            clientId: client._id,
            companyName: client.name,
            email: session.user.email,
            host: client.primaryHost,
            redirectUrl,
            trialEndsAt: client.trialEndsAt ?? null,
          });
          signupStore.setPending(null);
          trackClientVerified(client, session.user);
          toast(answer.message);
          void navigate({ to: '/onboarding-steps' });
        },
        onError: (e) => {
          setCode('');
          if (isApiError(e) && e.code === 'ALREADY_EXIST') setAlreadyVerified(true);
          else if (isApiError(e) && e.code === 'LIMIT_OVER')
            setError(t`Too many wrong codes. Ask for a new code and enter that one.`);
          else setError(messageOf(e, t`That code did not work. Please try again.`));
          input.current?.focus();
        },
      },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(code);
  };

  const askAgain = () =>
    resend.mutate(
      { data: { email: pending.email } },
      {
        onSuccess: (answer) => {
          sent(answer.data);
          setError(null);
          setCode('');
          toast(answer.message);
          input.current?.focus();
        },
        onError: (e) => {
          const after = retryAfterSecondsOf(e);
          if (after) onPending({ ...pending, resendAt: Date.now() + after * 1000 });
        },
      },
    );

  return (
    <Container size="xs" py={{ base: 'xl', md: 56 }}>
      <Card p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <StepIndicator active={1} />
          <div>
            <Title order={1} fz={26}>
              <Trans>Check your inbox</Trans>
            </Title>
            <Text c="dimmed" mt={4}>
              <Trans>
                We sent a 6-digit code to <b>{pending.email}</b>. It is valid for 10 minutes.
              </Trans>
            </Text>
          </div>
          {alreadyVerified ? (
            <Alert color="blue" variant="light" title={t`This job board is already verified`}>
              <Text size="sm">
                <Trans>
                  You can log in at{' '}
                  <Anchor href={`${boardOrigin(pending.host)}/employer/login`} size="sm">
                    {pending.host}
                  </Anchor>{' '}
                  with your e-mail and password.
                </Trans>
              </Text>
            </Alert>
          ) : (
            <form noValidate onSubmit={onSubmit}>
              <Stack gap="md">
                <TextInput
                  ref={input}
                  id="otp-code"
                  label={t`Verification code`}
                  description={t`6 digits`}
                  value={code}
                  onChange={(e) => {
                    const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, 6);
                    setCode(digits);
                    setError(null);
                    if (digits.length === 6 && !verify.isPending) submit(digits);
                  }}
                  error={error}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  size="lg"
                  styles={{ input: { letterSpacing: '0.5em', textAlign: 'center', fontWeight: 600 } }}
                  required
                  // The code step is the whole page: focusing the field spares a click.
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                />
                <Button type="submit" size="md" fullWidth loading={verify.isPending}>
                  <Trans>Verify and continue</Trans>
                </Button>
              </Stack>
            </form>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Button
              variant="subtle"
              px={0}
              onClick={askAgain}
              disabled={wait > 0 || alreadyVerified}
              loading={resend.isPending}
            >
              {wait > 0 ? t`Resend code in ${wait} s` : t`Resend code`}
            </Button>
            <Button variant="subtle" px={0} onClick={() => setChanging(true)} disabled={alreadyVerified}>
              <Trans>Change e-mail</Trans>
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>Can&apos;t find it? Check your spam folder, or make sure the address above is right.</Trans>
          </Text>
        </Stack>
      </Card>
      <ChangeEmailModal
        opened={changing}
        email={pending.email}
        onClose={() => setChanging(false)}
        onChanged={(otp) => {
          sent(otp);
          setCode('');
          setError(null);
        }}
      />
    </Container>
  );
}
