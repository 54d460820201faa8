import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobseekers-pricing-plans')({
  component: () => <ComingSoon route="/jobseekers-pricing-plans" />,
});
