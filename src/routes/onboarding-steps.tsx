import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/onboarding-steps')({
  component: () => <ComingSoon route="/onboarding-steps" />,
});
