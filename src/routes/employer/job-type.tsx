import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/job-type')({
  component: () => <ComingSoon route="/employer/job-type" />,
});
