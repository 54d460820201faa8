import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/job-detail')({
  component: () => <ComingSoon route="/jobsseekers/job-detail" />,
});
