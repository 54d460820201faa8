// The plan in force and its renewal (billing-info): the plan and its price, its state, when it
// renews or ends, and the card renewals charge; for whoever manages it, "Cancel renewal" behind a
// confirmation that asks when (at the end of the paid period, or now) and, optionally, why. Where
// the screen already shows the plan (the employer's My licence tab), `planShown` leaves the
// renewal alone: when, with which card, and the cancelling.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { BillingInfo, LicenceStatus, PlanSummary, SubscriptionCancelInputReason } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { failureOf } from '../checkout/failure';
import { billingWords } from '../checkout/words';
import { CardLine } from './card-line';
import { useCancelCall, useLicenceInForce, useRefreshBilling } from './calls';
import { Fact, Section } from './section';
import { cancelReasons, PRICING_PATH, statusBadge, type Who } from './who';

function priceOf(plan: PlanSummary, isTrial: boolean): string {
  if (isTrial) return t`Free trial`;
  const amount = formatCurrency(plan.price, plan.currency);
  return plan.billingPeriod ? `${amount} / ${billingWords(plan.billingPeriod).per}` : amount;
}

type Props = { who: Who; billing: BillingInfo; canManage: boolean; planShown?: boolean };

export function RenewalSection({ who, billing, canManage, planShown = false }: Props) {
  const licence = useLicenceInForce(who);
  const [cancelling, setCancelling] = useState(false);
  const plan = billing.currentPlan;
  if (!plan && planShown) return null;
  if (!plan)
    return (
      <Section title={t`Your subscription`}>
        <EmptyState
          compact
          title={t({ message: 'No plan yet', context: 'own subscription' })}
          text={t`Choose a plan to get its features. Paying with a new card saves it, so the plan renews by itself.`}
          action={
            canManage ? (
              <Button renderRoot={(props) => <Link {...props} to={PRICING_PATH[who]} />}>
                <Trans>See the plans</Trans>
              </Button>
            ) : undefined
          }
        />
      </Section>
    );

  const status: LicenceStatus = billing.licenceStatus ?? 'active';
  const isTrial = status === 'trial' || plan.subscription === 'TRIAL';
  const renews = billing.autoRenew && Boolean(billing.nextRenewalAt) && status !== 'expired';
  const endsOn = licence?.plan._id === plan._id ? licence.expiresAt : null;
  const endDate = endsOn ? formatDate(endsOn) : null;
  const badge = statusBadge(status);
  return (
    <Section
      title={planShown ? t`Renewal` : t`Your subscription`}
      action={
        canManage && renews && !isTrial ? (
          <Button variant="default" color="red" size="sm" onClick={() => setCancelling(true)}>
            <Trans>Cancel renewal</Trans>
          </Button>
        ) : null
      }
    >
      {planShown ? null : (
        <Group gap="sm" align="center" wrap="wrap" mb="md">
          <Text fz="lg" fw={700}>
            {plan.name}
          </Text>
          <Badge variant="light" color={badge.color} tt="none">
            {badge.label}
          </Badge>
        </Group>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: planShown ? 3 : 4 }} spacing="md" m={0}>
        {planShown ? null : <Fact label={t`Price`}>{priceOf(plan, isTrial)}</Fact>}
        {renews ? (
          <Fact label={t`Renews on`}>{formatDate(billing.nextRenewalAt)}</Fact>
        ) : (
          <Fact label={status === 'expired' ? t`Ended on` : t`Ends on`}>{endsOn ? formatDate(endsOn) : '-'}</Fact>
        )}
        <Fact label={t`Renews automatically`}>{renews ? t`Yes` : t`No`}</Fact>
        <Fact label={renews ? t`Renewal card` : t`Default card`}>
          {billing.defaultPaymentMethod ? <CardLine card={billing.defaultPaymentMethod} /> : t`No card saved`}
        </Fact>
      </SimpleGrid>
      {status === 'past_due' ? (
        <Alert color="orange" mt="md" title={t`We could not renew your plan`}>
          <Trans>
            The last charge of your card was declined. We try again every day for a few days and your plan keeps working
            meanwhile. Make another card the default, or pay for the plan with a new card, to keep it.
          </Trans>
        </Alert>
      ) : !renews && !isTrial && status !== 'expired' ? (
        <Text fz="sm" c="dimmed" mt="md">
          {endDate ? (
            <Trans>Your plan does not renew. To keep it after {endDate}, pay for a plan again.</Trans>
          ) : (
            <Trans>Your plan does not renew. To keep it after it ends, pay for a plan again.</Trans>
          )}
        </Text>
      ) : null}
      {cancelling ? (
        <CancelRenewalDialog
          who={who}
          planName={plan.name}
          renewsOn={billing.nextRenewalAt}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </Section>
  );
}

type When = 'period_end' | 'now';

function CancelRenewalDialog({
  who,
  planName,
  renewsOn,
  onClose,
}: {
  who: Who;
  planName: string;
  renewsOn: string | null;
  onClose: () => void;
}) {
  const cancel = useCancelCall(who);
  const refresh = useRefreshBilling();
  const [when, setWhen] = useState<When>('period_end');
  const [reason, setReason] = useState<SubscriptionCancelInputReason | ''>('');
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const until = renewsOn ? formatDate(renewsOn) : null;

  const submit = async () => {
    setError(null);
    try {
      const done = await cancel.mutateAsync({
        data: {
          atPeriodEnd: when === 'period_end',
          ...(reason ? { reason } : {}),
          ...(feedback.trim() ? { feedback: feedback.trim() } : {}),
        },
      });
      toast(
        when === 'period_end'
          ? t`Your ${planName} plan will not renew. You keep it until ${formatDate(done.data.accessUntil)}.`
          : t`Your ${planName} plan has ended.`,
      );
      onClose();
      await refresh();
    } catch (e) {
      setError(failureOf(e).message);
    }
  };

  return (
    <AppModal
      opened
      onClose={onClose}
      closeOnEscape={!cancel.isPending}
      title={t`Cancel the renewal of ${planName}?`}
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            <Trans>Keep my subscription</Trans>
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => void submit()}>
            <Trans>Cancel renewal</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Text fz="sm">
          <Trans>Your card will not be charged again. Nothing already paid is refunded.</Trans>
        </Text>
        <Radio.Group
          label={t`When should the plan end?`}
          value={when}
          onChange={(v) => setWhen(v as When)}
          name="cancel-when"
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="period_end"
              label={t`At the end of the paid period`}
              description={until ? t`You keep every feature until ${until}.` : t`You keep every feature until then.`}
            />
            <Radio value="now" label={t`Now`} description={t`The plan's features stop today.`} />
          </Stack>
        </Radio.Group>
        <NativeSelect
          label={t`Why are you cancelling? (optional)`}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value as SubscriptionCancelInputReason | '')}
          data={[{ value: '', label: t`Choose a reason` }, ...cancelReasons(who)]}
        />
        <Textarea
          label={t`Anything we could do better? (optional)`}
          value={feedback}
          onChange={(e) => setFeedback(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          maxRows={6}
        />
        {error ? (
          <Alert color="red" title={t`The renewal was not cancelled`} role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </AppModal>
  );
}
