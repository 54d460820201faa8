import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, ThemeIcon, CheckIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from '../components/auth-layout';
import { authPaths, type AuthRole } from '../roles';

/** The end of the reset: every session was revoked, so the way on is to log in again. */
export function PasswordChanged({ account: role, email }: { account: AuthRole; email?: string }) {
  const paths = authPaths[role];
  return (
    <AuthLayout account={role} title={t`Password changed`}>
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" aria-hidden>
          <CheckIcon size={20} />
        </ThemeIcon>
        <Text>
          <Trans>
            Your password has been updated and you have been logged out on every device. Log in with your new password
            to carry on.
          </Trans>
        </Text>
        <Button
          fullWidth
          size="md"
          renderRoot={(props) => <Link {...props} to={paths.login} search={email ? { email } : {}} />}
        >
          <Trans>Log in</Trans>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
