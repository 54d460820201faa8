// Buy, upgrade or renew a plan as a subscription: pick a plan and pay either with a saved card
// at once (plans/buy) or with a new card on the gateway's hosted page (customer/checkout), which
// saves it for the renewals. The server prices the order and decides the action (a smaller plan
// while a paid one runs is refused, naming the plan). What the gateway reports back that this
// page cannot finish is recorded for support: a decline of the saved card through
// payment-intent-fail (the server checks it with the gateway and gives the reason shown), and a
// checkout this page cannot open, or a bank's confirmation it cannot show, through event/error.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { BillingInfo, PaymentGateway, PaymentMethod, Plan, PlanPurchase } from '@generated/api/model';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryView } from '@/components/ui/query-view';
import { formatCurrency } from '@/lib/format/currency';
import { failureOf } from '../checkout/failure';
import { checkoutRedirect, safeCheckoutUrl } from '../checkout/redirect';
import { billingWords } from '../checkout/words';
import { usePaymentMethods, usePlans, usePurchaseCalls, useRefreshBilling } from './calls';
import { Section } from './section';
import { cardExpiry, cardName, STATUS_PATH, type Who } from './who';
import { ChoiceCard } from '@/components/ui/choice-card';

const NEW_CARD = 'new';

type Outcome =
  | { kind: 'paid'; planName: string }
  | { kind: 'pending'; orderId: string }
  | { kind: 'declined'; reason: string; orderId: string }
  | { kind: 'action'; orderId: string }
  | { kind: 'failed'; message: string; fields: string[] };

function planOption(plan: Plan, currentId: string | undefined) {
  const price = `${formatCurrency(plan.price, plan.currency)} / ${billingWords(plan.billingPeriod).per}`;
  const period = plan.billingPeriod === 'YEARLY' ? t`yearly` : t`monthly`;
  return {
    value: plan._id,
    label: `${plan.name} (${period}), ${price}${plan._id === currentId ? t`, your plan` : ''}`,
  };
}

export function ChangePlan({ who, billing }: { who: Who; billing: BillingInfo }) {
  const plans = usePlans(who);
  return (
    <Section
      title={t`Buy or change plan`}
      description={t`Pay with a saved card at once, or with a new card on the payment provider's secure page. Either way the plan renews at the end of each period until you cancel the renewal.`}
    >
      <QueryView
        query={plans}
        errorTitle={t`We could not load the plans`}
        loading={<LoadingState rows={1} label={t`Loading the plans…`} />}
        empty={
          <Text fz="sm" c="dimmed">
            <Trans>There are no plans on sale on this job board right now.</Trans>
          </Text>
        }
      >
        {(list) => <PlanForm who={who} plans={list} currentId={billing.currentPlan?._id} />}
      </QueryView>
    </Section>
  );
}

function PlanForm({ who, plans, currentId }: { who: Who; plans: Plan[]; currentId: string | undefined }) {
  const methods = usePaymentMethods(who);
  const calls = usePurchaseCalls(who);
  const refresh = useRefreshBilling();
  const [planId, setPlanId] = useState('');
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [leaving, setLeaving] = useState(false);

  const usable = (methods.data ?? []).filter((m) => !m.isExpired);
  const preferred = usable.find((m) => m.isDefault) ?? usable[0];
  const payWith =
    chosenCard && (chosenCard === NEW_CARD || usable.some((m) => m._id === chosenCard))
      ? chosenCard
      : (preferred?._id ?? NEW_CARD);
  const plan = plans.find((p) => p._id === planId);
  const busy = calls.buy.isPending || calls.checkout.isPending || calls.reportDecline.isPending || leaving;

  const report = (gateway: PaymentGateway, event: string, message: string, orderId?: string) => {
    // For support only: the buyer has already been told what happened, whatever this answers.
    calls.reportError
      .mutateAsync({
        data: { gateway, event, message, ...(orderId ? { orderId } : {}), context: { screen: 'subscription' } },
      })
      .catch(() => undefined);
  };

  const afterPurchase = async (purchase: PlanPurchase) => {
    const { order } = purchase;
    if (purchase.status === 1) {
      setOutcome({ kind: 'paid', planName: order.plan.name });
      setPlanId('');
      await refresh();
      return;
    }
    if (purchase.requiresAction) {
      report(
        order.gateway,
        'payment.action_required',
        t`The bank asked to confirm a saved-card payment; this page has no card form to confirm it in.`,
        order._id,
      );
      setOutcome({ kind: 'action', orderId: order._id });
      return;
    }
    if (purchase.status === 3) {
      let reason = t`Your card was declined.`;
      try {
        const checked = await calls.reportDecline.mutateAsync({
          data: {
            orderId: order._id,
            gateway: order.gateway,
            paymentIntentId: order.gatewayOrderId ?? order.orderNo,
            code: 'card_declined',
            message: reason,
          },
        });
        reason = checked.data.failureReason ?? reason;
      } catch {
        // The decline stands whatever the report answers; the generic reason is shown.
      }
      setOutcome({ kind: 'declined', reason, orderId: order._id });
      await refresh();
      return;
    }
    setOutcome({ kind: 'pending', orderId: order._id });
  };

  const pay = async () => {
    if (!plan || busy) return;
    setOutcome(null);
    try {
      if (payWith !== NEW_CARD) {
        const bought = await calls.buy.mutateAsync({
          data: { planId: plan._id, currency: plan.currency, paymentMethodId: payWith },
        });
        await afterPurchase(bought.data);
        return;
      }
      const started = await calls.checkout.mutateAsync({ data: { planId: plan._id, currency: plan.currency } });
      const { checkoutUrl, gateway, orderId } = started.data;
      const url = checkoutUrl ? safeCheckoutUrl(checkoutUrl) : null;
      if (!url) {
        report(
          gateway,
          'checkout.load_failed',
          checkoutUrl
            ? t`The checkout address the server gave is not an http(s) address.`
            : t`The gateway gave no hosted checkout page, and this page has no embedded card form.`,
          orderId,
        );
        setOutcome({
          kind: 'failed',
          message: t`The payment page could not be opened. Please try again later, or pay from the plans page.`,
          fields: [],
        });
        return;
      }
      setLeaving(true);
      checkoutRedirect.assign(url);
    } catch (e) {
      setLeaving(false);
      const view = failureOf(e);
      setOutcome({ kind: 'failed', message: view.message, fields: view.fields });
    }
  };

  return (
    <Stack gap="md">
      <NativeSelect
        label={t`Plan`}
        value={planId}
        onChange={(e) => {
          setPlanId(e.currentTarget.value);
          setOutcome(null);
        }}
        data={[{ value: '', label: t`Choose a plan` }, ...plans.map((p) => planOption(p, currentId))]}
        disabled={busy}
      />
      <Radio.Group label={t`Pay with`} value={payWith} onChange={setChosenCard} name={`${who}-pay-with`}>
        <Stack gap="xs" mt="xs">
          {usable.map((card) => (
            <ChoiceCard
              padding="sm"
              key={card._id}
              value={card._id}
              label={`${cardName(card)}${card.isDefault ? t` (default)` : ''}`}
              hint={t`Saved card, expires ${cardExpiry(card)}. Charged at once.`}
              disabled={busy}
            />
          ))}
          <ChoiceCard
            padding="sm"
            value={NEW_CARD}
            label={t`A new card`}
            hint={t`You enter it on the payment provider's secure page; it is saved for the renewals.`}
            disabled={busy}
          />
        </Stack>
      </Radio.Group>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => void pay()} loading={busy} disabled={!plan}>
          {payWith === NEW_CARD ? t`Continue to payment` : t`Pay with saved card`}
        </Button>
        {plan ? (
          <Text fz="sm" c="dimmed">
            <PriceNote plan={plan} />
          </Text>
        ) : null}
      </Group>
      <div aria-live="polite">
        {leaving ? (
          <Text fz="sm">
            <Trans>Taking you to the secure payment page…</Trans>
          </Text>
        ) : null}
        {outcome ? <OutcomeView who={who} outcome={outcome} methods={methods.data} /> : null}
      </div>
    </Stack>
  );
}

function StatusLink({ who, orderId, children }: { who: Who; orderId: string; children: string }) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to={STATUS_PATH[who]} params={{ id: orderId }} />} fz="sm">
      {children}
    </Anchor>
  );
}

function OutcomeView({ who, outcome, methods }: { who: Who; outcome: Outcome; methods: PaymentMethod[] | undefined }) {
  switch (outcome.kind) {
    case 'paid':
      return (
        <Alert color="teal" title={t`Payment received`}>
          <Trans>You are now on {outcome.planName}. Your invoice is in your payments history.</Trans>
        </Alert>
      );
    case 'pending':
      return (
        <Alert color="blue" title={t`Your payment is being confirmed`}>
          <StatusLink who={who} orderId={outcome.orderId}>
            {t`Follow the payment`}
          </StatusLink>
        </Alert>
      );
    case 'declined':
      return (
        <Alert color="red" title={t`Your card was declined`}>
          <Text fz="sm">{outcome.reason}</Text>
          <Text fz="sm" mt={4}>
            {(methods?.length ?? 0) > 1
              ? t`Choose another saved card, or pay with a new card.`
              : t`Pay with a new card instead.`}
          </Text>
        </Alert>
      );
    case 'action':
      return (
        <Alert color="orange" title={t`Your bank asks you to confirm this payment`}>
          <Text fz="sm">
            <Trans>
              This page cannot show your bank&apos;s check. Pay with a new card on the secure payment page instead.
            </Trans>
          </Text>
          <StatusLink who={who} orderId={outcome.orderId}>
            {t`See the payment`}
          </StatusLink>
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" title={t`The payment could not be made`}>
          <Text fz="sm">{outcome.message}</Text>
          {outcome.fields.map((f) => (
            <Text key={f} fz="sm">
              {f}
            </Text>
          ))}
        </Alert>
      );
  }
}

/** The price and period with what a change takes off, as one sentence per period. */
function PriceNote({ plan }: { plan: Plan }) {
  const price = formatCurrency(plan.price, plan.currency);
  return plan.billingPeriod === 'YEARLY' ? (
    <Trans>{price} billed yearly; any unused time of a paid plan it replaces is taken off.</Trans>
  ) : (
    <Trans>{price} billed monthly; any unused time of a paid plan it replaces is taken off.</Trans>
  );
}
