import { createFileRoute } from '@tanstack/react-router';
import { SocialSignIn } from '@/features/auth/google/social-sign-in';
import { LinkedInCallback } from '@/features/auth/linkedin/linkedin-callback';
import { LoginForm } from '@/features/auth/login/login-form';
import { validateEmailSearch } from '@/features/auth/search';

export const Route = createFileRoute('/jobsseekers/login')({
  validateSearch: validateEmailSearch,
  component: Page,
});

function Page() {
  const { email } = Route.useSearch();
  // The page is also LinkedIn's callback: with `code` and `state` it finishes that sign-in.
  return (
    <LinkedInCallback>
      <LoginForm account="candidate" email={email} socialSignIn={<SocialSignIn account="candidate" intent="login" />} />
    </LinkedInCallback>
  );
}
