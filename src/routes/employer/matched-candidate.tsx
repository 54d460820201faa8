import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/matched-candidate')({
  component: () => <ComingSoon route="/employer/matched-candidate" />,
});
