import { createFileRoute } from '@tanstack/react-router';
import { OtpStep } from '@/features/auth/otp/otp-step';
import { validateOtpSearch } from '@/features/auth/search';

// The generic code step: the purpose comes from the link (registration unless it says reset).
export const Route = createFileRoute('/employer/otp')({
  validateSearch: validateOtpSearch,
  component: Page,
});

function Page() {
  const { email, purpose = 'registration' } = Route.useSearch();
  return <OtpStep key={`${purpose}:${email ?? ''}`} account="employer" purpose={purpose} email={email} />;
}
