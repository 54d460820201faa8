import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/terms-condition')({
  component: () => <ComingSoon route="/employer/terms-condition" />,
});
