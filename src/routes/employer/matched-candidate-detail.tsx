import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/matched-candidate-detail')({
  component: () => <ComingSoon route="/employer/matched-candidate-detail" />,
});
