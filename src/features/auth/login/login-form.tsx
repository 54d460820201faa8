// E-mail and password sign-in for either role. An account that is not verified yet is sent to
// the verification step for that e-mail (the server has just sent it a new code).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { emailRule, requiredPasswordRule } from '../form/rules';
import { serverFieldErrors } from '../form/server-errors';
import { useForm, type Validators } from '../form/use-form';
import { authPaths, type AuthRole } from '../roles';
import { startSession } from '../start-session';
import { challengeOf, TwoFactorStep } from './two-factor-step';

type Values = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;
const validators: Validators<Values> = { email: emailRule, password: requiredPasswordRule };

function copyOf(): Record<AuthRole, { title: string; subtitle: string; other: string; otherLabel: string }> {
  return {
    candidate: {
      title: t`Welcome back`,
      subtitle: t`Log in to apply, track your applications and hear from employers.`,
      other: t`Hiring?`,
      otherLabel: t`Log in as an employer`,
    },
    employer: {
      title: t`Log in to your hiring account`,
      subtitle: t`Company owners and team members both log in here.`,
      other: t`Looking for a job?`,
      otherLabel: t`Log in as a job seeker`,
    },
  };
}

type Props = {
  account: AuthRole;
  email?: string;
  /** Sign-in with another account (LinkedIn for candidates), placed above the form by the page. */
  socialSignIn?: ReactNode;
};

export function LoginForm({ account: role, email = '', socialSignIn }: Props) {
  const paths = authPaths[role];
  const otherPaths = authPaths[role === 'employer' ? 'candidate' : 'employer'];
  const copy = copyOf()[role];
  const navigate = useNavigate();
  const login = useLogin(role);
  const form = useForm<Values>({ email, password: '' }, validators);
  const typedEmail = form.values.email.trim();
  // Set when the account asks for a code from its authenticator app (docs/two-factor.md).
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    const address = values.email.trim();
    login.mutate(
      { email: address, password: values.password },
      {
        onSuccess: (res) => void navigate({ href: startSession(res.data, 'login') }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'NOT_VERIFIED') {
            void navigate({ to: paths.verify, search: { email: address } });
            return;
          }
          const second = challengeOf(error);
          if (second) {
            setChallenge(second);
            return;
          }
          form.setExternalErrors(serverFieldErrors(error, FIELDS));
        },
      },
    );
  });

  if (challenge)
    return (
      <AuthLayout account={role} title={t`Two-factor sign-in`} subtitle={t`One more step to keep your account safe.`}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(session) => void navigate({ href: startSession(session, 'login') })}
          onBack={() => {
            setChallenge(null);
            form.setValue('password', '');
          }}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout account={role} title={copy.title} subtitle={copy.subtitle}>
      {socialSignIn}
      <form id={form.formId} onSubmit={submit} noValidate aria-label={t`Log in`}>
        <Stack gap="md">
          <TextInput
            name="email"
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={t`you@example.com`}
            value={form.values.email}
            onChange={(e) => form.setValue('email', e.currentTarget.value)}
            onBlur={() => form.blur('email')}
            error={form.errors.email}
            withAsterisk
          />
          <Stack gap={4}>
            <PasswordField
              name="password"
              label={t`Password`}
              autoComplete="current-password"
              value={form.values.password}
              onChange={(e) => form.setValue('password', e.currentTarget.value)}
              error={form.errors.password}
              withAsterisk
            />
            <Group justify="flex-end">
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link {...props} to={paths.forgot} search={emailRule(typedEmail) ? {} : { email: typedEmail }} />
                )}
              >
                <Trans>Forgot password?</Trans>
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            <Trans>Log in</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Trans>
              New here?{' '}
              <Anchor component={Link} to={paths.register} fw={600}>
                Create an account
              </Anchor>
            </Trans>
          </Text>
          <Text size="sm" ta="center" c="dimmed">
            {copy.other}{' '}
            <Anchor component={Link} to={otherPaths.login} size="sm">
              {copy.otherLabel}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
