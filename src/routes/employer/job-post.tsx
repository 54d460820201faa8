import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/job-post')({
  component: () => <ComingSoon route="/employer/job-post" />,
});
