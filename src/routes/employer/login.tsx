import { createFileRoute } from '@tanstack/react-router';
import { SocialSignIn } from '@/features/auth/google/social-sign-in';
import { LoginForm } from '@/features/auth/login/login-form';
import { validateEmailSearch } from '@/features/auth/search';

export const Route = createFileRoute('/employer/login')({
  validateSearch: validateEmailSearch,
  component: Page,
});

function Page() {
  const { email } = Route.useSearch();
  return (
    <LoginForm account="employer" email={email} socialSignIn={<SocialSignIn account="employer" intent="login" />} />
  );
}
