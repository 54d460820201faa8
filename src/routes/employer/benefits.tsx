import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/benefits')({
  component: () => <ComingSoon route="/employer/benefits" />,
});
