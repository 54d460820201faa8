import { createFileRoute } from '@tanstack/react-router';
import { PaymentStatusPage } from '@/features/payments/checkout/payment-status-page';

export const Route = createFileRoute('/jobsseekers/payment-status/$id')({
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <PaymentStatusPage key={id} orderId={id} audience="candidate" />;
}
