// /employer/payment?planId=, /jobsseekers/payment?planId= and /employer/top-up-payment?topUpId=:
// the checkout. It shows the order summary from the server's plan or top-up list, a coupon field,
// the gateways that take the currency, and "Pay <amount>", which opens the order (order/create),
// asks for the gateway's hosted checkout page (order/payment-url) and goes there. The gateway
// returns the buyer to the order's payment-status page. The client never prices anything it
// sends: the server recomputes the action and the amounts.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Grid, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CouponApplication, PaymentGateway, SubscriptionAction } from '@generated/api/model';
import {
  useCreateOrder,
  useCreateOrderPaymentUrl,
  useGetEmployerCurrentPlan,
  useGetGatewayCurrencySupport,
  useListCandidateLicences,
} from '@generated/api/payments/payments';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageState } from '@/components/ui/page-state';
import { SILENT } from '@/lib/api/http';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { formatCurrency } from '@/lib/format/currency';
import { isLimitOver, LimitOverPrompt } from '@/lib/plans/limit-over';
import { useFeature } from '@/lib/plans/use-feature';
import { parseCheckoutSearch } from './checkout-search';
import { CouponBox } from './coupon-box';
import { failureOf, type CheckoutFailure } from './failure';
import { GatewayPicker, gatewayOptions } from './gateway-picker';
import { OrderSummary } from './order-summary';
import { PaymentLinkOffer } from './payment-link-modal';
import { checkoutRedirect, safeCheckoutUrl } from './redirect';
import { itemBasics, useCheckoutItem, type Audience, type CheckoutItem, type CheckoutMode } from './use-checkout-item';
import { billingWords, gatewayName } from './words';

type Props = { audience: Audience; mode: CheckoutMode; search: unknown };

type BackLink = {
  to: '/employer/pricing-and-plans' | '/jobsseekers/pricing-and-plans' | '/employer/top-up-plan';
  label: string;
};

function backLinkOf(audience: Audience, mode: CheckoutMode): BackLink {
  if (mode === 'topup') return { to: '/employer/top-up-plan', label: t`Back to top-up plans` };
  return audience === 'employer'
    ? { to: '/employer/pricing-and-plans', label: t`Back to plans` }
    : { to: '/jobsseekers/pricing-and-plans', label: t`Back to plans` };
}

export function PaymentPage({ audience, mode, search }: Props) {
  const { planId, topUpId, currency } = parseCheckoutSearch(search);
  const id = mode === 'topup' ? topUpId : planId;
  const state = useCheckoutItem({ audience, mode, id, currency });
  const back = backLinkOf(audience, mode);
  const backButton = (
    <Button renderRoot={(props) => <Link {...props} to={back.to} />} variant="light">
      {back.label}
    </Button>
  );

  if (state.status === 'loading')
    return (
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <LoadingState rows={3} label={mode === 'topup' ? t`Loading the top-up…` : t`Loading the plan…`} />
      </Container>
    );
  if (state.status === 'error')
    return (
      <PageState
        title={mode === 'topup' ? t`We could not load this top-up` : t`We could not load this plan`}
        text={failureOf(state.error).message}
        onRetry={state.retry}
        retrying={state.retrying}
      />
    );
  if (state.status === 'missing')
    return (
      <PageState
        title={
          id
            ? mode === 'topup'
              ? t`This top-up is not on sale`
              : t`This plan is not on sale`
            : mode === 'topup'
              ? t`No top-up chosen`
              : t`No plan chosen`
        }
        text={
          id
            ? t`It may have been withdrawn or changed. Please choose again from the list.`
            : t`Choose what to buy from the list first.`
        }
        action={backButton}
      />
    );
  return <Checkout key={`${id ?? ''}:${currency ?? ''}`} item={state.item} audience={audience} back={back} />;
}

/** What the purchase does: TOP_UP for a pack, UPGRADE when a paid plan is in force, else NEW. The server recomputes it. */
function usePurchaseAction(audience: Audience, kind: CheckoutItem['kind']): SubscriptionAction {
  const forPlan = kind === 'plan';
  const employer = useGetEmployerCurrentPlan({
    query: { enabled: forPlan && audience === 'employer', retry: false },
    request: SILENT,
  });
  const candidate = useListCandidateLicences({
    query: { enabled: forPlan && audience === 'candidate', retry: false },
    request: SILENT,
  });
  if (!forPlan) return 'TOP_UP';
  if (audience === 'employer') {
    const current = employer.data?.data;
    return current && !current.isTrial && !current.isExpired ? 'UPGRADE' : 'NEW';
  }
  const licence = candidate.data?.data.currentLicence;
  return licence && licence.status !== 'trial' && licence.status !== 'expired' ? 'UPGRADE' : 'NEW';
}

function Checkout({ item, audience, back }: { item: CheckoutItem; audience: Audience; back: BackLink }) {
  const basics = itemBasics(item);
  const [coupon, setCoupon] = useState<CouponApplication | null>(null);
  const [chosen, setChosen] = useState<PaymentGateway | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; view: CheckoutFailure } | null>(null);
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(t`Pay for ${basics.name}`);

  const coupons = useFeature('coupons');
  const support = useGetGatewayCurrencySupport(basics.currency);
  const { options, preferred } = gatewayOptions(
    support.data?.data,
    item.kind === 'plan' ? item.plan.gateways : undefined,
  );
  const gateway = chosen && options.includes(chosen) ? chosen : preferred;
  const action = usePurchaseAction(audience, item.kind);
  const createOrder = useCreateOrder({ request: SILENT });
  const paymentUrl = useCreateOrderPaymentUrl({ request: SILENT });
  const busy = createOrder.isPending || paymentUrl.isPending || leaving;
  const amount = coupon
    ? formatCurrency(coupon.finalPrice, coupon.currency)
    : formatCurrency(basics.price, basics.currency);
  const target = item.kind === 'plan' ? { planId: basics.id } : { topUpId: basics.id };

  const startOrder = async (via: PaymentGateway) => {
    const order = await createOrder.mutateAsync({
      data: {
        ...target,
        action,
        currency: basics.currency,
        gateway: via,
        ...(coupon ? { couponCode: coupon.coupon.code } : {}),
      },
    });
    return order.data._id;
  };

  const pay = async () => {
    if (!gateway || busy) return;
    setFailure(null);
    try {
      const orderId = await startOrder(gateway);
      const link = await paymentUrl.mutateAsync({ data: { orderId } });
      const url = safeCheckoutUrl(link.data.url);
      if (!url) throw new Error(t`The payment page address we got back is not valid. Please try again.`);
      setLeaving(true);
      checkoutRedirect.assign(url);
    } catch (error) {
      setLeaving(false);
      setFailure({ error, view: failureOf(error) });
    }
  };

  const plan = item.kind === 'plan' ? item.plan : null;
  const subtitle = plan
    ? `${plan.name} · ${plan.tier} · ${billingWords(plan.billingPeriod).billed}`
    : t`${basics.name}, added to your current plan`;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        above={
          <Anchor renderRoot={(props) => <Link {...props} to={back.to} />} fz="sm">
            <span aria-hidden>← </span>
            {back.label}
          </Anchor>
        }
        title={item.kind === 'topup' ? t`Buy a top-up` : t`Checkout`}
        subtitle={subtitle}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {support.data === undefined ? (
              support.isError ? (
                <Alert color="red" title={t`Payment methods could not be loaded`} role="alert">
                  <Stack gap="xs" align="flex-start">
                    <Text fz="sm">{failureOf(support.error).message}</Text>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => void support.refetch()}
                      loading={support.isFetching}
                    >
                      <Trans>Try again</Trans>
                    </Button>
                  </Stack>
                </Alert>
              ) : (
                <LoadingState rows={1} label={t`Loading the payment methods…`} />
              )
            ) : (
              <GatewayPicker
                currency={basics.currency}
                options={options}
                value={gateway}
                onChange={setChosen}
                disabled={busy}
              />
            )}
            {coupons.allowed ? (
              <CouponBox
                target={target}
                currency={basics.currency}
                applied={coupon}
                onChange={(next) => {
                  setCoupon(next);
                  setFailure(null);
                }}
                disabled={busy}
              />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummary item={item} coupon={coupon}>
            <Stack gap="xs">
              <Button size="md" fullWidth onClick={() => void pay()} loading={busy} disabled={!gateway}>
                <Trans>Pay {amount}</Trans>
              </Button>
              <Text fz="xs" c="dimmed" ta="center" aria-live="polite">
                {busy
                  ? t`Taking you to ${gatewayName(gateway)}…`
                  : gateway
                    ? t`You finish paying on ${gatewayName(gateway)}'s secure page.`
                    : t`Choose a payment method to pay.`}
              </Text>
              {failure ? <PayFailure error={failure.error} view={failure.view} /> : null}
              {gateway ? (
                <PaymentLinkOffer audience={audience} startOrder={() => startOrder(gateway)} disabled={busy} />
              ) : null}
            </Stack>
          </OrderSummary>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function PayFailure({ error, view }: { error: unknown; view: CheckoutFailure }) {
  if (isLimitOver(error)) return <LimitOverPrompt error={error} />;
  return (
    <Alert color="red" title={t`The payment could not start`} role="alert">
      <Text fz="sm">{view.message}</Text>
      {view.fields.length > 0 ? (
        <List size="sm" mt={4}>
          {view.fields.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
