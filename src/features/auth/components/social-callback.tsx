// What Google's and LinkedIn's callback pages share: the code and state sent once to finish the
// sign-in (a re-run effect would spend nothing and fail), the session kept as the password login
// keeps it, the history entry replaced so the spent code is not in the back button; progress until
// the page has left; and the two-factor step when the account asks for one (docs/two-factor.md).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AuthSession } from '@generated/api/model';
import { challengeOf, TwoFactorStep } from '../login/two-factor-step';
import type { AuthRole } from '../roles';
import { startSession } from '../start-session';
import { AuthLayout } from './auth-layout';

type Returned = { kind: 'code'; code: string; state: string } | { kind: 'none' | 'error' };
type Finish = (body: { code: string; state: string }) => Promise<{ data: AuthSession }>;

export function useSocialCallback(back: Returned, finish: Finish) {
  const navigate = useNavigate();
  const complete = useMutation({ mutationFn: finish });
  const { mutate } = complete;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (back.kind !== 'code' || sent.current === back.state) return;
    sent.current = back.state;
    mutate(
      { code: back.code, state: back.state },
      { onSuccess: (res) => void navigate({ href: startSession(res.data, 'login'), replace: true }) },
    );
  }, [back, mutate, navigate]);

  // Once sent, the page shows progress until it has left: while the router moves on, the location
  // already lacks the code, and the page behind would flash.
  const working = complete.isPending || complete.isSuccess || (back.kind === 'code' && complete.isIdle);
  return { complete, working, challenge: challengeOf(complete.error) };
}

/** Progress while the callback works, or the two-factor step; null when neither (the page's own content). */
export function SocialCallbackStep({
  provider,
  account,
  working,
  challenge,
  onBack,
}: {
  provider: 'Google' | 'LinkedIn';
  account: AuthRole;
  working: boolean;
  challenge: string | null;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  if (working)
    return (
      <AuthLayout account={account} title={t`Signing you in with ${provider}`}>
        <Stack align="center" gap="sm" py="xl">
          <Loader aria-hidden="true" />
          <Text role="status" aria-live="polite">
            <Trans>Checking your {provider} account…</Trans>
          </Text>
        </Stack>
      </AuthLayout>
    );
  if (challenge)
    return (
      <AuthLayout account={account} title={t`Two-factor sign-in`}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(session) => void navigate({ href: startSession(session, 'login'), replace: true })}
          onBack={onBack}
        />
      </AuthLayout>
    );
  return null;
}
