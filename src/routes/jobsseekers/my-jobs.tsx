import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/my-jobs')({
  component: () => <ComingSoon route="/jobsseekers/my-jobs" />,
});
