// The login page as LinkedIn's callback: with `code` and `state` in its query it finishes the
// sign-in (social-auth/linkedin/callback), keeps the session as the password login does and goes
// on (a new account to the profile setup). Without them, or after a failure, it is the login page;
// the failure is shown above the LinkedIn button.
import { Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { completeLinkedInSignIn } from '@generated/api/auth/auth';
import type { LinkedInCallbackInput } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { AuthLayout } from '../components/auth-layout';
import { startSession } from '../start-session';
import { challengeOf, TwoFactorStep } from '../login/two-factor-step';
import { linkedInReturnOf } from './linkedin-return';
import { messageOf } from './linkedin-sign-in';
import { LinkedInNoticeContext } from './notice';

export function LinkedInCallback({ children }: { children: ReactNode }) {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const back = useMemo(() => linkedInReturnOf(searchStr), [searchStr]);
  const navigate = useNavigate();
  const complete = useMutation({ mutationFn: (body: LinkedInCallbackInput) => completeLinkedInSignIn(body, SILENT) });
  const { mutate } = complete;
  // A state works once: a second call (a re-run effect) would spend nothing and fail.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (back.kind !== 'code' || sent.current === back.state) return;
    sent.current = back.state;
    mutate(
      { code: back.code, state: back.state },
      // Replacing the entry keeps the spent code out of the history.
      { onSuccess: (res) => void navigate({ href: startSession(res.data, 'login'), replace: true }) },
    );
  }, [back, mutate, navigate]);

  // Once sent, the page shows progress until it has left: while the router moves on, the location
  // already lacks the code, and the form would flash (and ask for the new user's licence map).
  const working = complete.isPending || complete.isSuccess || (back.kind === 'code' && complete.isIdle);
  if (working)
    return (
      <AuthLayout account="candidate" title="Signing you in with LinkedIn">
        <Stack align="center" gap="sm" py="xl">
          <Loader aria-hidden="true" />
          <Text role="status" aria-live="polite">
            Checking your LinkedIn account…
          </Text>
        </Stack>
      </AuthLayout>
    );
  // An account with two-factor sign-in on: the callback answered a challenge (docs/two-factor.md).
  const challenge = challengeOf(complete.error);
  if (challenge)
    return (
      <AuthLayout account="candidate" title="Two-factor sign-in">
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(session) => void navigate({ href: startSession(session, 'login'), replace: true })}
          onBack={() => {
            complete.reset();
            void navigate({ to: '/jobsseekers/login', replace: true });
          }}
        />
      </AuthLayout>
    );
  const notice = complete.isError ? messageOf(complete.error) : back.kind === 'error' ? back.message : null;
  return <LinkedInNoticeContext.Provider value={notice}>{children}</LinkedInNoticeContext.Provider>;
}
