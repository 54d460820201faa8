import { createFileRoute } from '@tanstack/react-router';
import { TopUpSuccessPage } from '@/features/payments/checkout/top-up-success-page';

// ?orderId= is read in the component (a lazy chunk), not parsed in validateSearch (index bundle).
export const Route = createFileRoute('/employer/top-up-payment-success')({
  validateSearch: (search: Record<string, unknown>): { orderId?: unknown } => search,
  component: Page,
});

function Page() {
  return <TopUpSuccessPage search={Route.useSearch()} />;
}
