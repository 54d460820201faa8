import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '@/features/payments/checkout/payment-page';
import { CandidateSubscriptionPage } from '@/features/payments/subscription/subscription-billing-page';

// ?planId= (and ?currency=) are read in the component (a lazy chunk); validateSearch only names
// them for links, without a parser in the index bundle. Without a plan the page is the
// candidate's subscription and billing.
export const Route = createFileRoute('/jobsseekers/payment')({
  validateSearch: (search: Record<string, unknown>): { planId?: unknown; currency?: unknown } => search,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  if (search.planId === undefined) return <CandidateSubscriptionPage />;
  return <PaymentPage audience="candidate" mode="plan" search={search} />;
}
