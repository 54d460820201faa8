import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/analytics')({
  component: () => <ComingSoon route="/employer/analytics" />,
});
