import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/top-up-payment-success')({
  component: () => <ComingSoon route="/employer/top-up-payment-success" />,
});
