import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/register-verification')({
  component: () => <ComingSoon route="/employer/register-verification" />,
});
