import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer-pricing-plans')({
  component: () => <ComingSoon route="/employer-pricing-plans" />,
});
