// "Subscription and billing" for the employer's company (in the account's My licence tab) and for
// a candidate (/jobsseekers/payment without a plan): the plan in force and its renewal, the saved
// cards, buying or changing a plan as a subscription, and the billing details. One component set;
// `who` picks the employer or candidate variant of every call. Whoever may not manage it (a team
// member with the Billing permission) sees the plan and the billing details only: the cards and
// purchases are the company owner's. `planShown`: the screen shows the plan itself above.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useFeature } from '@/lib/plans/use-feature';
import { BillingDetails } from './billing-details';
import { useBillingInfo } from './calls';
import { ChangePlan } from './change-plan';
import { RenewalSection } from './renewal-section';
import { SavedCards } from './saved-cards';
import type { Who } from './who';

type Props = { who: Who; canManage: boolean; planShown?: boolean };

export function SubscriptionBilling({ who, canManage, planShown = false }: Props) {
  const info = useBillingInfo(who);
  const subscriptions = useFeature('subscriptions');
  const billing = info.data;
  if (!billing)
    return info.isError ? (
      <Paper withBorder radius="md">
        <ErrorState
          compact
          title={t`We could not load your subscription`}
          message={info.error instanceof Error ? info.error.message : undefined}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching ?? false}
        />
      </Paper>
    ) : (
      <LoadingState rows={2} label={t`Loading your subscription and billing…`} />
    );

  const renews = billing.autoRenew && Boolean(billing.nextRenewalAt);
  const manageCards = canManage && subscriptions.allowed;
  return (
    <Stack gap="lg">
      <RenewalSection who={who} billing={billing} canManage={canManage} planShown={planShown} />
      {manageCards ? <SavedCards who={who} renews={renews} /> : null}
      {manageCards ? <ChangePlan who={who} billing={billing} /> : null}
      {!canManage ? (
        <Text fz="sm" c="dimmed">
          <Trans>Only your company owner can cancel the renewal or manage the saved cards.</Trans>
        </Text>
      ) : null}
      <BillingDetails billing={billing} who={who} />
    </Stack>
  );
}
