// The login page as LinkedIn's callback: with `code` and `state` in its query it finishes the
// sign-in (social-auth/linkedin/callback) through the social callback's shared steps (a new account
// goes on to the profile setup). Without them, or after a failure, it is the login page; the failure
// is shown above the LinkedIn button.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { completeLinkedInSignIn } from '@generated/api/auth/auth';
import { SILENT } from '@/lib/api/http';
import { SocialCallbackStep, useSocialCallback } from '../components/social-callback';
import { linkedInReturnOf } from './linkedin-return';
import { messageOf } from './linkedin-sign-in';
import { LinkedInNoticeContext } from './notice';

export function LinkedInCallback({ children }: { children: ReactNode }) {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const back = useMemo(() => linkedInReturnOf(searchStr), [searchStr]);
  const navigate = useNavigate();
  const { complete, working, challenge } = useSocialCallback(back, (body) => completeLinkedInSignIn(body, SILENT));

  if (working || challenge)
    return (
      <SocialCallbackStep
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name, the same in every language
        provider="LinkedIn"
        account="candidate"
        working={working}
        challenge={challenge}
        onBack={() => {
          complete.reset();
          void navigate({ to: '/jobsseekers/login', replace: true });
        }}
      />
    );
  const notice = complete.isError ? messageOf(complete.error) : back.kind === 'error' ? back.message : null;
  return <LinkedInNoticeContext.Provider value={notice}>{children}</LinkedInNoticeContext.Provider>;
}
