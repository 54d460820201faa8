import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/job-description')({
  component: () => <ComingSoon route="/employer/job-description" />,
});
