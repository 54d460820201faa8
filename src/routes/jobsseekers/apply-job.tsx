import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/apply-job')({
  component: () => <ComingSoon route="/jobsseekers/apply-job" />,
});
