import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/recommended-jobs')({
  component: () => <ComingSoon route="/recommended-jobs" />,
});
