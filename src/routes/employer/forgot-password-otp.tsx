import { createFileRoute } from '@tanstack/react-router';
import { OtpStep } from '@/features/auth/otp/otp-step';
import { validateEmailSearch } from '@/features/auth/search';

export const Route = createFileRoute('/employer/forgot-password-otp')({
  validateSearch: validateEmailSearch,
  component: Page,
});

function Page() {
  const { email } = Route.useSearch();
  return <OtpStep key={email} account="employer" purpose="reset_password" email={email} />;
}
