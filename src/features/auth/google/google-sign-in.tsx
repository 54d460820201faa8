// "Continue with Google" on the login and register pages of both roles, when the board offers it
// (the site settings' socialLogin lists google: its plan has social_login and it has its own
// Google client). Asks the server for Google's authorization URL (with a one-use state for this
// role) and sends the browser there; a refusal is shown beside the button.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { startGoogleSignIn } from '@generated/api/auth/auth';
import type { GoogleAuthRole, LinkedInAuthIntent } from '@generated/api/model';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';
import { googleRedirect, safeGoogleUrl } from './google-return';
import { GoogleMark } from './google-mark';

export const messageOf = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE());

/** Whether the board offers Google sign-in. */
export function useGoogleOffered(): boolean {
  const settings = useTenantSettingsOnFirstPage();
  return settings.data?.data.socialLogin.includes('google') ?? false;
}

export function GoogleSignIn({ account: role, intent }: { account: GoogleAuthRole; intent: LinkedInAuthIntent }) {
  const offered = useGoogleOffered();
  const [leaving, setLeaving] = useState(false);
  const start = useMutation({
    mutationFn: async () => {
      const url = safeGoogleUrl((await startGoogleSignIn(role, intent, SILENT)).data.authorizationUrl);
      if (!url) throw new Error(t`not an http(s) address`);
      return url;
    },
  });
  if (!offered) return null;
  const go = () =>
    start.mutate(undefined, {
      onSuccess: (url) => {
        setLeaving(true);
        googleRedirect.assign(url);
      },
    });
  return (
    <>
      {start.isError && (
        <Alert color="red" variant="light" role="alert" title={t`Google sign-in did not work`}>
          {messageOf(start.error)}
        </Alert>
      )}
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<GoogleMark />}
        loading={start.isPending || leaving}
        loaderProps={{ 'aria-label': t`Opening Google` }}
        onClick={go}
      >
        <Trans>Continue with Google</Trans>
      </Button>
    </>
  );
}
