import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/pricing-and-plans')({
  component: () => <ComingSoon route="/jobsseekers/pricing-and-plans" />,
});
