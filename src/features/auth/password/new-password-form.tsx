// Step 3 of the reset: the new password, sent with the reset ticket from the code step. Without
// a live ticket (another tab, expired) the page asks to start again rather than failing late.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordChecklist } from '../components/password-checklist';
import { PasswordField } from '../components/password-field';
import { confirmRule, passwordRule } from '../form/rules';
import { serverFieldErrors } from '../form/server-errors';
import { useForm, type Validators } from '../form/use-form';
import { clearResetTicket, readResetTicket, type ResetTicket } from '../reset-ticket';
import { authPaths, type AuthRole } from '../roles';

type Values = { password: string; confirm: string };
const validators: Validators<Values> = {
  password: passwordRule,
  confirm: (v, all) => confirmRule(v, all.password),
};

export function NewPasswordForm({ account: role }: { account: AuthRole }) {
  const [ticket] = useState(() => readResetTicket(role));
  if (!ticket) return <NoTicket account={role} />;
  return <NewPassword account={role} ticket={ticket} />;
}

function NewPassword({ account: role, ticket }: { account: AuthRole; ticket: ResetTicket }) {
  const paths = authPaths[role];
  const navigate = useNavigate();
  const reset = useResetPassword(role);
  const form = useForm<Values>({ password: '', confirm: '' }, validators);

  const submit = form.onSubmit((v) => {
    // The ticket may have run out while the page was open; asking again beats a failed reset.
    if (!readResetTicket(role)) {
      void navigate({ to: paths.forgot, search: { email: ticket.email } });
      return;
    }
    reset.mutate(
      { resetToken: ticket.resetToken, password: v.password },
      {
        onSuccess: () => {
          clearResetTicket(role);
          void navigate({ to: paths.passwordChanged, search: { email: ticket.email }, replace: true });
        },
        onError: (error) =>
          form.setExternalErrors(
            serverFieldErrors(error, ['password'] as const, {
              password: t`Use at least 8 characters with upper and lower case, a digit and one of @$^~!%*#?&`,
            }),
          ),
      },
    );
  });

  return (
    <AuthLayout
      account={role}
      title={t`Set a new password`}
      subtitle={
        <>
          <Trans>
            For{' '}
            <Text span fw={600} c="dark">
              {ticket.email}
            </Text>
            . You will be logged out everywhere and can log in with the new password.
          </Trans>
        </>
      }
    >
      <form id={form.formId} onSubmit={submit} noValidate aria-label={t`Set a new password`}>
        {/* Lets password managers save the new password against the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={ticket.email} readOnly />
        <Stack gap="md">
          <Stack gap="xs">
            <PasswordField
              name="password"
              label={t`New password`}
              autoComplete="new-password"
              value={form.values.password}
              onChange={(e) => form.setValue('password', e.currentTarget.value)}
              onBlur={() => form.blur('password')}
              error={form.errors.password}
              withAsterisk
            />
            <PasswordChecklist password={form.values.password} />
          </Stack>
          <PasswordField
            name="confirm"
            label={t`Confirm new password`}
            autoComplete="new-password"
            value={form.values.confirm}
            onChange={(e) => form.setValue('confirm', e.currentTarget.value)}
            onBlur={() => form.blur('confirm')}
            error={form.errors.confirm}
            withAsterisk
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

function NoTicket({ account: role }: { account: AuthRole }) {
  const paths = authPaths[role];
  return (
    <AuthLayout account={role} title={t`Your reset link has run out`}>
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          <Trans>
            To keep your account safe, a password reset works for 15 minutes in the tab where you entered the code. Ask
            for a new code to continue.
          </Trans>
        </Alert>
        <Button component={Link} to={paths.forgot} fullWidth>
          <Trans>Get a new code</Trans>
        </Button>
        <Button component={Link} to={paths.login} variant="default" fullWidth>
          <Trans>Back to log in</Trans>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
