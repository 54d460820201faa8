// The code step opened without an e-mail (a bookmark, a shared link): nothing to verify, so the
// page says so and offers the start of the flow instead of an empty form.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from '../components/auth-layout';
import { authPaths, type AuthRole } from '../roles';
import type { OtpPurpose } from '../search';

export function MissingEmail({ account: role, purpose }: { account: AuthRole; purpose: OtpPurpose }) {
  const paths = authPaths[role];
  const registration = purpose === 'registration';
  return (
    <AuthLayout account={role} title={t`Which e-mail should we check?`}>
      <Stack gap="md">
        <Text>
          {registration
            ? t`This page verifies the e-mail of a new account, but we do not know which one. Log in with your e-mail and password and we will send you a fresh code, or create an account.`
            : t`This page takes the reset code we e-mailed you, but we do not know where it went. Ask for a new code to continue.`}
        </Text>
        {registration ? (
          <>
            <Button component={Link} to={paths.login} fullWidth>
              <Trans>Log in</Trans>
            </Button>
            <Button component={Link} to={paths.register} variant="default" fullWidth>
              <Trans>Create an account</Trans>
            </Button>
          </>
        ) : (
          <Button component={Link} to={paths.forgot} fullWidth>
            <Trans>Get a reset code</Trans>
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
