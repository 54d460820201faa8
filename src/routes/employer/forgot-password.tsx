import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/auth/password/forgot-password-form';
import { validateEmailSearch } from '@/features/auth/search';

export const Route = createFileRoute('/employer/forgot-password')({
  validateSearch: validateEmailSearch,
  component: Page,
});

function Page() {
  const { email } = Route.useSearch();
  return <ForgotPasswordForm account="employer" email={email} />;
}
