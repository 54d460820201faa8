// "Continue with LinkedIn" on the candidate login and register pages, when the board's plan
// includes social_login (sign-in with other accounts) and sso_linkedin (LinkedIn's): asks the server for LinkedIn's authorization URL (with a one-use state)
// and sends the browser there. A failed round trip back on the login page is shown above it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { startLinkedInSignIn } from '@generated/api/auth/auth';
import type { LinkedInAuthIntent } from '@generated/api/model';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { useFeature } from '@/lib/plans/use-feature';
import { linkedInRedirect, safeLinkedInUrl } from './linkedin-return';
import { LinkedInMark } from './linkedin-mark';
import { useLinkedInNotice } from './notice';

export const messageOf = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE());

/** `divider: false` when the page draws one divider under every provider (../google/social-sign-in.tsx). */
export function LinkedInSignIn({ intent, divider = true }: { intent: LinkedInAuthIntent; divider?: boolean }) {
  const social = useFeature('social_login');
  const linkedIn = useFeature('sso_linkedin');
  const feature = { allowed: social.allowed && linkedIn.allowed };
  const notice = useLinkedInNotice();
  const [leaving, setLeaving] = useState(false);
  // Its failures are shown here, beside the button, rather than as a passing toast.
  const start = useMutation({
    mutationFn: async () => {
      const url = safeLinkedInUrl((await startLinkedInSignIn(intent, SILENT)).data.authorizationUrl);
      if (!url) throw new Error(t`not an http(s) address`);
      return url;
    },
  });

  const go = () =>
    start.mutate(undefined, {
      onSuccess: (url) => {
        setLeaving(true);
        linkedInRedirect.assign(url);
      },
    });

  const error = start.isError ? messageOf(start.error) : notice;
  if (!feature.allowed && !error) return null;
  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" variant="light" role="alert" title={t`LinkedIn sign-in did not work`}>
          {error}
        </Alert>
      )}
      {feature.allowed && (
        <>
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<LinkedInMark />}
            loading={start.isPending || leaving}
            loaderProps={{ 'aria-label': t`Opening LinkedIn` }}
            onClick={go}
          >
            <Trans>Continue with LinkedIn</Trans>
          </Button>
          {divider && (
            <Divider label={intent === 'register' ? t`or sign up with your e-mail` : t`or use your e-mail`} />
          )}
        </>
      )}
    </Stack>
  );
}
