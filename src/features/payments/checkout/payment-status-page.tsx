// /employer/payment-status/{id} and /jobsseekers/payment-status/{id} (id = the order's id), where
// the gateway's checkout returns the buyer, and /employer/top-up-payment-success?orderId=: the
// order's payment status, polled while it is being confirmed.
import { t } from '@lingui/core/macro';
import { Button, Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OrderPaymentStatus } from '@generated/api/model';
import { LoadingState } from '@/components/ui/loading-state';
import { PageState } from '@/components/ui/page-state';
import { isApiError } from '@/lib/api/api-error';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { failureOf } from './failure';
import { StatusPanel, type StatusVariant } from './status-panel';
import type { Audience } from './use-checkout-item';
import { useOrderStatus } from './use-order-status';

/** The page's title per status, in the page's language (read at render). */
function titles(): Record<OrderPaymentStatus['statusLabel'], string> {
  return {
    Success: t`Payment successful`,
    Pending: t`Confirming your payment`,
    Failed: t`Payment failed`,
  };
}

type Props = { orderId: string | undefined; audience: Audience; variant?: StatusVariant };

export function PaymentStatusPage({ orderId, audience, variant }: Props) {
  if (!orderId)
    return (
      <PageState
        title={t`No payment to show`}
        text={t`This page needs the payment's order. Open it from the link the checkout sent you back with.`}
        action={
          <Button
            renderRoot={(props) =>
              audience === 'employer' ? (
                <Link {...props} to="/employer/profile" search={{ tab: 5 }} />
              ) : (
                <Link {...props} to="/jobsseekers/profile" />
              )
            }
            variant="light"
          >
            {audience === 'employer' ? t`See my transactions` : t`Go to my profile`}
          </Button>
        }
      />
    );
  return <OrderStatus key={orderId} orderId={orderId} audience={audience} variant={variant} />;
}

function OrderStatus({ orderId, audience, variant }: { orderId: string; audience: Audience; variant?: StatusVariant }) {
  const query = useOrderStatus(orderId);
  const status = query.data?.data;
  useDocumentTitle(status ? titles()[status.statusLabel] : null);

  if (!status) {
    if (query.isError) {
      const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
      return missing ? (
        <PageState
          title={t`We could not find this payment`}
          text={t`The link may be incomplete, or the payment belongs to another account.`}
        />
      ) : (
        <PageState
          title={t`We could not load this payment`}
          text={failureOf(query.error).message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    return (
      <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
        <LoadingState rows={2} label={t`Loading your payment…`} />
      </Container>
    );
  }
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <StatusPanel status={status} audience={audience} variant={variant} />
    </Container>
  );
}
