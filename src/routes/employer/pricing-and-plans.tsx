import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/pricing-and-plans')({
  component: () => <ComingSoon route="/employer/pricing-and-plans" />,
});
