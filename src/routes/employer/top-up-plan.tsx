import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/top-up-plan')({
  component: () => <ComingSoon route="/employer/top-up-plan" />,
});
