import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/job-post-verification')({
  component: () => <ComingSoon route="/employer/job-post-verification" />,
});
