import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '@/features/payments/plans/pricing-page';

export const Route = createFileRoute('/employer-pricing-plans')({
  component: () => <PricingPage audience="employer" />,
});
