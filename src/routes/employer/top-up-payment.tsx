import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '@/features/payments/checkout/payment-page';

// ?topUpId= (and ?currency=) are read in the component (a lazy chunk); validateSearch only names
// them for links, without a parser in the index bundle.
export const Route = createFileRoute('/employer/top-up-payment')({
  validateSearch: (search: Record<string, unknown>): { topUpId?: unknown; currency?: unknown } => search,
  component: Page,
});

function Page() {
  return <PaymentPage audience="employer" mode="topup" search={Route.useSearch()} />;
}
