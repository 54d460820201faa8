// The sign-in's second step for an account with two-factor sign-in on: the login answered a
// challenge (docs/two-factor.md, The wire) instead of a session; a code from the authenticator app
// or a recovery code trades it for the session.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCompleteTwoFactorSignIn } from '@generated/api/two-factor/two-factor';
import type { AuthSession } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';

type Props = { challenge: string; onSignedIn: (session: AuthSession) => void; onBack: () => void };

/** The challenge of a login's 403, when the account asks for a second step. */
export function challengeOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 403) return null;
  return error.body.data?.twoFactor?.challenge ?? null;
}

function messageOf(error: unknown): { field?: string; text: string } | null {
  if (!error) return null;
  if (!isApiError(error)) return { text: t`Something went wrong, please try again` };
  const field = error.body.data?.fields?.[0];
  return field ? { field: field.field.replace(/^body\./, ''), text: field.message } : { text: error.message };
}

export function TwoFactorStep({ challenge, onSignedIn, onBack }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [remember, setRemember] = useState(false);
  const complete = useCompleteTwoFactorSignIn({ request: SILENT });
  const failure = messageOf(complete.error);
  const expired = failure?.field === 'challenge';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = recovery ? !recoveryCode.trim() : !/^\d{6}$/.test(code);
    setMissing(empty);
    if (empty) return;
    complete.mutate(
      {
        data: {
          challenge,
          ...(recovery ? { recoveryCode: recoveryCode.trim() } : { code }),
          ...(remember ? { rememberDevice: true } : {}),
        },
      },
      { onSuccess: (res) => onSignedIn(res.data) },
    );
  };

  const fieldError = (name: string) =>
    missing
      ? recovery
        ? t`Enter a recovery code`
        : t`Enter the 6 digits`
      : failure?.field === name
        ? failure.text
        : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t`Two-factor sign-in`}>
      <Stack gap="md">
        <Text size="sm">
          {recovery
            ? t`Enter one of the recovery codes you saved when you turned on two-factor sign-in.`
            : t`Enter the 6-digit code from your authenticator app.`}
        </Text>
        {recovery ? (
          <TextInput
            name="recoveryCode"
            label={t`Recovery code`}
            autoComplete="off"
            autoCapitalize="none"
            value={recoveryCode}
            onChange={(e) => setRecoveryCode(e.currentTarget.value)}
            error={fieldError('recoveryCode')}
            data-autofocus
            withAsterisk
          />
        ) : (
          <TextInput
            name="code"
            label={t`Authentication code`}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            error={fieldError('code')}
            data-autofocus
            withAsterisk
          />
        )}
        <Checkbox
          label={t`Trust this browser for 30 days`}
          description={t`Don’t ask for a code again on this browser. Only tick it on a device only you use.`}
          checked={remember}
          onChange={(e) => setRemember(e.currentTarget.checked)}
        />
        {failure && !failure.field ? <Alert color="red">{failure.text}</Alert> : null}
        {expired ? (
          <Alert color="yellow">
            {failure?.text}{' '}
            <Anchor component="button" type="button" onClick={onBack}>
              <Trans>Log in again</Trans>
            </Anchor>
          </Alert>
        ) : null}
        <Button type="submit" fullWidth size="md" loading={complete.isPending}>
          <Trans>Verify and log in</Trans>
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => {
            setRecovery((v) => !v);
            setMissing(false);
            complete.reset();
          }}
        >
          {recovery ? t`Use a code from your authenticator app` : t`Use a recovery code`}
        </Anchor>
        <Anchor component="button" type="button" size="sm" ta="center" c="dimmed" onClick={onBack}>
          <Trans>Back to log in</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
