// The page Google sends the browser back to (/google-sign-in), for both roles: with `code` and
// `state` it finishes the sign-in once (social-auth/google/callback), keeps the session as the
// password login does and goes on (a new account to its setup), replacing the history entry so the
// spent code is not in the back button. A refusal or a cancel is shown with the way back to the
// role's login page.
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { completeGoogleSignIn } from '@generated/api/auth/auth';
import type { GoogleCallbackInput } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { AuthLayout } from '../components/auth-layout';
import { authPaths } from '../roles';
import { startSession } from '../start-session';
import { challengeOf, TwoFactorStep } from '../login/two-factor-step';
import { googleReturnOf } from './google-return';
import { messageOf } from './google-sign-in';

export function GoogleCallbackPage() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const back = useMemo(() => googleReturnOf(searchStr), [searchStr]);
  const navigate = useNavigate();
  const complete = useMutation({ mutationFn: (body: GoogleCallbackInput) => completeGoogleSignIn(body, SILENT) });
  const { mutate } = complete;
  // A state works once: a second call (a re-run effect) would spend nothing and fail.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (back.kind !== 'code' || sent.current === back.state) return;
    sent.current = back.state;
    mutate(
      { code: back.code, state: back.state },
      { onSuccess: (res) => void navigate({ href: startSession(res.data, 'login'), replace: true }) },
    );
  }, [back, mutate, navigate]);

  const working = complete.isPending || complete.isSuccess || (back.kind === 'code' && complete.isIdle);
  if (working)
    return (
      <AuthLayout account={back.role} title="Signing you in with Google">
        <Stack align="center" gap="sm" py="xl">
          <Loader aria-hidden="true" />
          <Text role="status" aria-live="polite">
            Checking your Google account…
          </Text>
        </Stack>
      </AuthLayout>
    );
  // An account with two-factor sign-in on: the callback answered a challenge (docs/two-factor.md).
  const challenge = challengeOf(complete.error);
  if (challenge)
    return (
      <AuthLayout account={back.role} title="Two-factor sign-in">
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(session) => void navigate({ href: startSession(session, 'login'), replace: true })}
          onBack={() => void navigate({ to: authPaths[back.role].login, replace: true })}
        />
      </AuthLayout>
    );
  const message = complete.isError
    ? messageOf(complete.error)
    : back.kind === 'error'
      ? back.message
      : 'There is no Google sign-in to finish here.';
  return (
    <AuthLayout account={back.role} title="Google sign-in did not work">
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
        <Anchor component={Link} to={authPaths[back.role].login}>
          Back to log in
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
