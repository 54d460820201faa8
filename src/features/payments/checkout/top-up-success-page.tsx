// /employer/top-up-payment-success?orderId=: where the checkout of a top-up returns. The same
// status panel as the payment-status page (polled while the payment is confirmed), ending with
// "Back to my licence".
import { orderIdOf } from './checkout-search';
import { PaymentStatusPage } from './payment-status-page';

export function TopUpSuccessPage({ search }: { search: unknown }) {
  return <PaymentStatusPage orderId={orderIdOf(search)} audience="employer" variant="topup" />;
}
