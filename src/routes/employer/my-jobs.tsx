import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/my-jobs')({
  component: () => <ComingSoon route="/employer/my-jobs" />,
});
