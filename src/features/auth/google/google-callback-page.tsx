// The page Google sends the browser back to (/google-sign-in), for both roles: with `code` and
// `state` it finishes the sign-in once (social-auth/google/callback) through the social callback's
// shared steps (a new account goes on to its setup). A refusal or a cancel is shown with the way
// back to the role's login page.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { completeGoogleSignIn } from '@generated/api/auth/auth';
import { SILENT } from '@/lib/api/http';
import { AuthLayout } from '../components/auth-layout';
import { SocialCallbackStep, useSocialCallback } from '../components/social-callback';
import { authPaths } from '../roles';
import { googleReturnOf } from './google-return';
import { messageOf } from './google-sign-in';

export function GoogleCallbackPage() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const back = useMemo(() => googleReturnOf(searchStr), [searchStr]);
  const navigate = useNavigate();
  const { complete, working, challenge } = useSocialCallback(back, (body) => completeGoogleSignIn(body, SILENT));

  const step = (
    <SocialCallbackStep
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name, the same in every language
      provider="Google"
      account={back.role}
      working={working}
      challenge={challenge}
      onBack={() => void navigate({ to: authPaths[back.role].login, replace: true })}
    />
  );
  if (working || challenge) return step;
  const message = complete.isError
    ? messageOf(complete.error)
    : back.kind === 'error'
      ? back.message
      : t`There is no Google sign-in to finish here.`;
  return (
    <AuthLayout account={back.role} title={t`Google sign-in did not work`}>
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
        <Anchor component={Link} to={authPaths[back.role].login}>
          <Trans>Back to log in</Trans>
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
