import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '@/features/payments/checkout/payment-page';

// ?planId= (and ?currency=) are read in the component (a lazy chunk); validateSearch only names
// them for links, without a parser in the index bundle.
export const Route = createFileRoute('/jobsseekers/payment')({
  validateSearch: (search: Record<string, unknown>): { planId?: unknown; currency?: unknown } => search,
  component: Page,
});

function Page() {
  return <PaymentPage audience="candidate" mode="plan" search={Route.useSearch()} />;
}
