import { Button, Stack, Text, ThemeIcon, CheckIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from '../components/auth-layout';
import { authPaths, type AuthRole } from '../roles';

/** The end of the reset: every session was revoked, so the way on is to log in again. */
export function PasswordChanged({ account: role, email }: { account: AuthRole; email?: string }) {
  const paths = authPaths[role];
  return (
    <AuthLayout account={role} title="Password changed">
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" aria-hidden>
          <CheckIcon size={20} />
        </ThemeIcon>
        <Text>
          Your password has been updated and you have been logged out on every device. Log in with your new password to
          carry on.
        </Text>
        <Button
          fullWidth
          size="md"
          renderRoot={(props) => <Link {...props} to={paths.login} search={email ? { email } : {}} />}
        >
          Log in
        </Button>
      </Stack>
    </AuthLayout>
  );
}
