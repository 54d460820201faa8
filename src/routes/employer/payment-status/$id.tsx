import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/payment-status/$id')({
  component: () => <ComingSoon route="/employer/payment-status/{id}" />,
});
