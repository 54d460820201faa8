import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/login/login-form';
import { validateEmailSearch } from '@/features/auth/search';

export const Route = createFileRoute('/employer/login')({
  validateSearch: validateEmailSearch,
  component: Page,
});

function Page() {
  const { email } = Route.useSearch();
  return <LoginForm account="employer" email={email} />;
}
