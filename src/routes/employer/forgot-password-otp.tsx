import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/forgot-password-otp')({
  component: () => <ComingSoon route="/employer/forgot-password-otp" />,
});
