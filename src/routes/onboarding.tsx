import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/onboarding')({
  component: () => <ComingSoon route="/onboarding" />,
});
