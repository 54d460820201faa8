import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/pricing-and-plans')({
  component: () => <ComingSoon route="/pricing-and-plans" />,
});
