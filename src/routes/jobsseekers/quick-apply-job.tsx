import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/quick-apply-job')({
  component: () => <ComingSoon route="/jobsseekers/quick-apply-job" />,
});
