import { createFileRoute } from '@tanstack/react-router';
import { OtpStep } from '@/features/auth/otp/otp-step';
import { validateEmailSearch } from '@/features/auth/search';

export const Route = createFileRoute('/employer/register-verification')({
  validateSearch: validateEmailSearch,
  component: Page,
});

function Page() {
  const { email } = Route.useSearch();
  return <OtpStep key={email} account="employer" purpose="registration" email={email} />;
}
