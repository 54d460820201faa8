// The other-account sign-ins above a login or register form: Google for both roles, LinkedIn for
// candidates, and one divider under them when any is offered.
import { t } from '@lingui/core/macro';
import { Divider, Stack } from '@mantine/core';
import type { LinkedInAuthIntent } from '@generated/api/model';
import { useFeature } from '@/lib/plans/use-feature';
import { LinkedInSignIn } from '../linkedin/linkedin-sign-in';
import type { AuthRole } from '../roles';
import { GoogleSignIn, useGoogleOffered } from './google-sign-in';

export function SocialSignIn({ account: role, intent }: { account: AuthRole; intent: LinkedInAuthIntent }) {
  const google = useGoogleOffered();
  const social = useFeature('social_login');
  const linkedInFlag = useFeature('sso_linkedin');
  const linkedIn = role === 'candidate' && social.allowed && linkedInFlag.allowed;
  // A candidate page keeps LinkedIn's block even when it is not offered: it shows a failed return.
  if (role === 'employer' && !google) return null;
  return (
    <Stack gap="md">
      <GoogleSignIn account={role} intent={intent} />
      {role === 'candidate' && <LinkedInSignIn intent={intent} divider={false} />}
      {(google || linkedIn) && (
        <Divider label={intent === 'register' ? t`or sign up with your e-mail` : t`or use your e-mail`} />
      )}
    </Stack>
  );
}
