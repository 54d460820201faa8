import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/searched-candidate-detail')({
  component: () => <ComingSoon route="/employer/searched-candidate-detail" />,
});
