import { createFileRoute } from '@tanstack/react-router';
import { PublicPricingPage } from '@/features/payments/plans/pricing-page';

export const Route = createFileRoute('/pricing-and-plans')({
  component: () => <PublicPricingPage />,
});
