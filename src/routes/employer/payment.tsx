import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/payment')({
  component: () => <ComingSoon route="/employer/payment" />,
});
