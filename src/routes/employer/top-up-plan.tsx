import { createFileRoute } from '@tanstack/react-router';
import { TopUpListPage } from '@/features/payments/checkout/top-up-list-page';

export const Route = createFileRoute('/employer/top-up-plan')({
  component: () => <TopUpListPage />,
});
