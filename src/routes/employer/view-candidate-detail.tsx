import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/view-candidate-detail')({
  component: () => <ComingSoon route="/employer/view-candidate-detail" />,
});
