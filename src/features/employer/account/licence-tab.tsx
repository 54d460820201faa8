// Tab 3, my licence: what this account is and may do (from employer/view), then, for the owner
// and members with the Billing permission, the company's plan (licence/employer/get-current-plan):
// its status, renewal or expiry, auto-renew, each allowance's use, and the active top-ups
// (licence/topup-details). Members without Billing see no figures. Only the owner spends money,
// so "Change plan" and "Buy a top-up" are the owner's.
// Under them, the company's subscription and billing (renewal, saved cards, billing details),
// handed in by the route from the payments feature.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useGetEmployerCurrentPlan, useGetTopUpDetails } from '@generated/api/payments/payments';
import type { CurrentPlan, Employer, Licence, LicenceStatus } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LockIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { isApiError } from '@/lib/api/api-error';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
import type { EmployerPermissions } from '@/lib/session/use-employer-permissions';
import { PERMISSIONS } from '../shared/permissions';
import { UsageBar } from './usage-bar';

/** The subscription and billing part, told whether the viewer is the owner (who manages it). */
export type BillingSlot = (isOwner: boolean) => ReactNode;

export function LicenceTab({
  employer,
  access,
  billing,
}: {
  employer: Employer;
  access: EmployerPermissions;
  billing?: BillingSlot | undefined;
}) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="md" fw={650} mb="sm">
          <Trans>Your access</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="md">
          <Stack gap={2}>
            <Text fz="sm" c="dimmed">
              <Trans>Company</Trans>
            </Text>
            <Text fw={600}>{employer.company.name}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="sm" c="dimmed">
              <Trans>Account</Trans>
            </Text>
            <Text fw={600}>{access.isOwner ? t`Company owner` : t`Team member`}</Text>
          </Stack>
        </SimpleGrid>
        <Text fz="sm" c="dimmed" mb={6} id="licence-permissions">
          {access.isOwner ? t`As the owner you can do everything:` : t`What your company owner lets you do:`}
        </Text>
        <Group gap="xs" role="list" aria-labelledby="licence-permissions">
          {PERMISSIONS.filter((p) => access.can(p.value)).map((p) => (
            <Badge key={p.value} variant="light" role="listitem" tt="none">
              {textOf(p.label)}
            </Badge>
          ))}
        </Group>
      </Paper>
      {access.can('billing') ? (
        <>
          <PlanDetails isOwner={access.isOwner} />
          {billing?.(access.isOwner)}
        </>
      ) : (
        <Paper withBorder radius="md">
          <EmptyState
            compact
            icon={<LockIcon size={22} />}
            title={t`Plan details need the Billing permission`}
            text={t`Your company's plan, its usage and renewals are shown to the owner and to members with the “Billing” permission. Ask your company owner if you need them.`}
          />
        </Paper>
      )}
    </Stack>
  );
}

const STATUS_LABELS: Record<LicenceStatus, { label: MessageDescriptor; color: string }> = {
  trial: { label: msg`Trial`, color: 'blue' },
  active: { label: msg`Active`, color: 'teal' },
  past_due: { label: msg`Payment overdue`, color: 'orange' },
  cancelled: { label: msg`Cancelled`, color: 'gray' },
  expired: { label: msg`Expired`, color: 'red' },
};

function StatusBadge({ status }: { status: LicenceStatus }) {
  const info = STATUS_LABELS[status];
  return (
    <Badge variant="light" color={info?.color ?? 'gray'} tt="none">
      {info ? textOf(info.label) : String(status)}
    </Badge>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" mb="md" gap="sm" wrap="wrap">
        <Title order={2} fz="md" fw={650}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

function PlanDetails({ isOwner }: { isOwner: boolean }) {
  const current = useGetEmployerCurrentPlan({ query: { retry: false } });
  if (current.data?.data)
    return (
      <>
        <PlanSummary data={current.data.data} isOwner={isOwner} />
        <Section title={t`Usage this period`}>
          <UsageList usage={current.data.data.licence?.usage} empty={t`Your plan has no metered allowances.`} />
        </Section>
        <TopUps />
      </>
    );
  if (current.isError && isApiError(current.error) && current.error.status === 404)
    return (
      <Paper withBorder radius="md">
        <EmptyState
          compact
          title={t`Your company has no plan yet`}
          text={t`Choose a plan to post jobs and search candidates.`}
          action={
            isOwner ? (
              <Button component={Link} to="/employer/pricing-and-plans">
                <Trans>See plans</Trans>
              </Button>
            ) : undefined
          }
        />
      </Paper>
    );
  if (current.isError)
    return (
      <Paper withBorder radius="md">
        <ErrorState
          compact
          title={t`We could not load your plan`}
          message={current.error instanceof Error ? current.error.message : undefined}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      </Paper>
    );
  return <LoadingState rows={2} label={t`Loading your plan…`} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

function PlanSummary({ data, isOwner }: { data: CurrentPlan; isOwner: boolean }) {
  const { plan, licence } = data;
  const status: LicenceStatus = data.isExpired ? 'expired' : licence.status;
  const renews = Boolean(data.nextRenewalAt) && licence.autoRenew && !data.isExpired;
  const days = Math.max(0, Math.round(data.daysRemaining ?? 0));
  const canTopUp = !data.isTrial && !data.isExpired && (data.availableActions ?? []).includes('TOP_UP');
  return (
    <Section
      title={t`Current plan`}
      action={
        isOwner ? (
          <Group gap="sm" wrap="wrap">
            <Button component={Link} to="/employer/pricing-and-plans" variant="light" size="sm">
              <Trans>Change plan</Trans>
            </Button>
            {canTopUp ? (
              <Button component={Link} to="/employer/top-up-plan" variant="default" size="sm">
                <Trans>Buy a top-up</Trans>
              </Button>
            ) : null}
          </Group>
        ) : null
      }
    >
      <Group gap="sm" align="center" wrap="wrap" mb={4}>
        <Text fz="lg" fw={700}>
          {plan.name}
        </Text>
        <StatusBadge status={status} />
      </Group>
      {plan.tier ? (
        <Text fz="sm" c="dimmed" mb="md">
          {plan.tier}
        </Text>
      ) : null}
      <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="md" m={0}>
        <Fact label={data.isExpired ? t`Expired on` : renews ? t`Renews on` : t`Expires on`}>
          {formatDate(renews ? data.nextRenewalAt : licence.expiresAt)}
        </Fact>
        <Fact label={t`Days remaining`}>
          {data.isExpired ? t`None, the plan has expired` : plural(days, { one: '# day', other: '# days' })}
        </Fact>
        <Fact label={t`Auto-renew`}>{licence.autoRenew ? t`On` : t`Off`}</Fact>
        <Fact label={t`Price`}>
          {data.isTrial
            ? t`Free trial`
            : plan.billingPeriod === 'YEARLY'
              ? t`${formatCurrency(plan.price, plan.currency)} / year`
              : t`${formatCurrency(plan.price, plan.currency)} / month`}
        </Fact>
      </SimpleGrid>
      {!isOwner ? (
        <Text fz="sm" c="dimmed" mt="md">
          <Trans>Only your company owner can change the plan or buy top-ups.</Trans>
        </Text>
      ) : null}
    </Section>
  );
}

function UsageList({ usage, empty, label }: { usage: Licence['usage'] | undefined; empty: string; label?: string }) {
  const list = Array.isArray(usage) ? usage : [];
  if (!list.length)
    return (
      <Text fz="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap="md" role="list" aria-label={label ?? t`Allowances`}>
      {list.map((u) => (
        <UsageBar key={u.key} usage={u} />
      ))}
    </Stack>
  );
}

function TopUps() {
  const details = useGetTopUpDetails({ query: { retry: false } });
  // Top-ups are a plan feature of the board (top_up_plans): without it the call answers 403.
  if (details.isError && isApiError(details.error) && details.error.status === 403) return null;
  return (
    <Section title={t`Active top-ups`}>
      {details.data?.data ? (
        details.data.data.topUps?.length ? (
          <Stack gap="lg">
            {details.data.data.topUps.map((topUp) => (
              <Stack key={topUp._id} gap="xs">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Title order={3} fz="sm" fw={650}>
                    {topUp.plan.name}
                  </Title>
                  <Text fz="sm" c="dimmed">
                    <Trans>Expires on {formatDate(topUp.expiresAt)}</Trans>
                  </Text>
                </Group>
                <UsageList
                  usage={topUp.usage}
                  empty={t`No allowances in this top-up.`}
                  label={t`${topUp.plan.name} allowances`}
                />
              </Stack>
            ))}
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            <Trans>No active top-ups. A top-up adds job posts or candidate views to your plan for a while.</Trans>
          </Text>
        )
      ) : details.isError ? (
        <ErrorState compact title={t`We could not load your top-ups`} onRetry={() => void details.refetch()} />
      ) : (
        <LoadingState rows={1} label={t`Loading your top-ups…`} />
      )}
    </Section>
  );
}
