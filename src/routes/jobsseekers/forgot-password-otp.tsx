import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/forgot-password-otp')({
  component: () => <ComingSoon route="/jobsseekers/forgot-password-otp" />,
});
