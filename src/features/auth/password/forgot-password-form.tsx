// Step 1 of the reset: the account's e-mail. The server answers the same whether or not the
// account exists, so the next step is always the code page for that e-mail.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { emailRule } from '../form/rules';
import { serverFieldErrors } from '../form/server-errors';
import { useForm, type Validators } from '../form/use-form';
import { authPaths, type AuthRole } from '../roles';

type Values = { email: string };
const validators: Validators<Values> = { email: emailRule };

export function ForgotPasswordForm({ account: role, email = '' }: { account: AuthRole; email?: string }) {
  const paths = authPaths[role];
  const navigate = useNavigate();
  const request = useForgotPassword(role);
  const form = useForm<Values>({ email }, validators);

  const submit = form.onSubmit((v) => {
    const address = v.email.trim();
    request.mutate(
      { email: address },
      {
        onSuccess: () => void navigate({ to: paths.forgotOtp, search: { email: address } }),
        onError: (error) => form.setExternalErrors(serverFieldErrors(error, ['email'] as const)),
      },
    );
  });

  return (
    <AuthLayout
      account={role}
      title={t`Forgot your password?`}
      subtitle={t`Enter the e-mail you log in with and we will send you a 6-digit code to set a new password.`}
    >
      <form id={form.formId} onSubmit={submit} noValidate aria-label={t`Request a reset code`}>
        <Stack gap="md">
          <TextInput
            name="email"
            label={t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder={t`you@example.com`}
            value={form.values.email}
            onChange={(e) => form.setValue('email', e.currentTarget.value)}
            onBlur={() => form.blur('email')}
            error={form.errors.email}
            withAsterisk
          />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            <Trans>Send reset code</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Trans>
              Remembered it?{' '}
              <Anchor component={Link} to={paths.login} fw={600}>
                Back to log in
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
