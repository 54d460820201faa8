// The plans of one audience on sale on the board (the public plan list), for the two pricing
// blocks: a monthly / yearly switch starting on the block's period, a card per plan with its price
// and what it includes, and the way to buy it on the audience's pricing page.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useListGuestPlans, useListTopUps } from '@generated/api/payments/payments';
import type { BillingPeriod, Plan, PlanAudience } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { WalletIcon } from '@/components/ui/line-icons';
import { SILENT } from '@/lib/api/http';
import { formatCurrency } from '@/lib/format/currency';
import { featureLabel } from '@/lib/plans/feature-labels';
import { STALE } from '@/lib/query/query-client';
import { useSession } from '@/lib/session/session';

const LIMITS = [
  'jobPosts',
  'featuredJobs',
  'candidateSearches',
  'teamMembers',
  'applications',
  'resumeBuilds',
] as const;

/** One limit as a line: 'Unlimited job posts', '1 featured job', '5 team members'. */
function limitLine(key: (typeof LIMITS)[number], v: number | 'unlimited'): string {
  const unlimited = v === 'unlimited';
  const count = unlimited ? 0 : v;
  const n = count.toLocaleString('en-US');
  switch (key) {
    case 'jobPosts':
      return unlimited ? t`Unlimited job posts` : plural(count, { one: `${n} job post`, other: `${n} job posts` });
    case 'featuredJobs':
      return unlimited
        ? t`Unlimited featured jobs`
        : plural(count, { one: `${n} featured job`, other: `${n} featured jobs` });
    case 'candidateSearches':
      return unlimited
        ? t`Unlimited candidate searches`
        : plural(count, { one: `${n} candidate search`, other: `${n} candidate searches` });
    case 'teamMembers':
      return unlimited
        ? t`Unlimited team members`
        : plural(count, { one: `${n} team member`, other: `${n} team members` });
    case 'applications':
      return unlimited
        ? t`Unlimited job applications`
        : plural(count, { one: `${n} job application`, other: `${n} job applications` });
    case 'resumeBuilds':
      return unlimited
        ? t`Unlimited resumes built`
        : plural(count, { one: `${n} resume built`, other: `${n} resumes built` });
  }
}

function includes(plan: Plan): string[] {
  const limits = LIMITS.flatMap((key) => {
    const v = plan.limits?.[key];
    if (v === 'unlimited') return [limitLine(key, v)];
    return typeof v === 'number' && v > 0 ? [limitLine(key, v)] : [];
  });
  const features = (plan.features ?? []).filter((f) => f !== 'default').map(featureLabel);
  return [...limits, ...features].slice(0, 7);
}

/** Whole prices without the '.00'. */
const price = (value: number | null | undefined, code: string) => formatCurrency(value, code).replace(/\.00$/, '');

const PRICING_PAGE = { employer: '/employer-pricing-plans', candidate: '/jobseekers-pricing-plans' } as const;

function PlanTile({ plan, audience }: { plan: Plan; audience: PlanAudience }) {
  const headingId = useId();
  const struck = typeof plan.originalPrice === 'number' && plan.originalPrice > plan.price;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      padding="lg"
      h="100%"
      style={plan.isPopular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Title order={3} fz="lg" id={headingId}>
              {plan.name}
            </Title>
            {plan.tier ? (
              <Text fz="sm" c="dimmed">
                {plan.tier}
              </Text>
            ) : null}
          </Stack>
          {plan.isPopular ? (
            <Badge variant="filled">
              <Trans>Most popular</Trans>
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} align="baseline" wrap="wrap">
          <Text fz={30} fw={750} lh={1.1}>
            {price(plan.price, plan.currency)}
          </Text>
          <Text fz="sm" c="dimmed">
            {plan.billingPeriod === 'YEARLY' ? <Trans>/ year</Trans> : <Trans>/ month</Trans>}
          </Text>
          {struck ? (
            <Text
              component="s"
              fz="sm"
              c="dimmed"
              aria-label={t`instead of ${price(plan.originalPrice, plan.currency)}`}
            >
              {price(plan.originalPrice, plan.currency)}
            </Text>
          ) : null}
        </Group>
        {plan.trialDays ? (
          <Text fz="sm" c="teal.9" fw={600}>
            {plural(plan.trialDays, { one: '#-day free trial', other: '#-day free trial' })}
          </Text>
        ) : null}
        {plan.description ? <Text fz="sm">{plan.description}</Text> : null}
        <List size="sm" spacing={4}>
          {includes(plan).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Button
          mt="auto"
          variant={plan.isPopular ? 'filled' : 'light'}
          fullWidth
          renderRoot={(props) => <Link {...props} to={PRICING_PAGE[audience]} />}
          aria-label={t`Choose ${plan.name}`}
        >
          <Trans>Choose plan</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

function TopUps() {
  const topUps = useListTopUps(
    { page: 1, limit: 10 },
    { query: { staleTime: STALE.short, retry: false }, request: SILENT },
  );
  const items = topUps.data?.data.items ?? [];
  if (!items.length) return null;
  return (
    <Stack gap="xs" mt="lg">
      <Title order={3} fz="md">
        <Trans>Top-ups</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {items.map((topUp) => (
          <Card key={topUp._id} padding="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {topUp.name}
                </Text>
                {topUp.description ? (
                  <Text fz="xs" c="dimmed" lineClamp={2}>
                    {topUp.description}
                  </Text>
                ) : null}
              </Stack>
              <Text fw={700}>{formatCurrency(topUp.price, topUp.currency)}</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type Props = { audience: PlanAudience; billingPeriod: BillingPeriod; showTopUps?: boolean };

export function PlansGrid({ audience, billingPeriod, showTopUps = false }: Props) {
  const [period, setPeriod] = useState<BillingPeriod>(billingPeriod === 'YEARLY' ? 'YEARLY' : 'MONTHLY');
  const session = useSession();
  const labelId = useId();
  const plans = useListGuestPlans(
    { page: 1, limit: 10, audience, billingPeriod: period },
    { query: { staleTime: STALE.short }, request: SILENT },
  );
  const items = plans.data?.data.items;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text id={labelId} fz="sm" fw={500}>
          <Trans>Billing</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={period}
          onChange={(v) => setPeriod(v === 'YEARLY' ? 'YEARLY' : 'MONTHLY')}
          data={[
            { value: 'MONTHLY', label: t`Monthly` },
            { value: 'YEARLY', label: t`Yearly` },
          ]}
        />
      </Group>
      {!items ? (
        plans.isError ? (
          <ErrorState compact title={t`We could not load the plans`} onRetry={() => void plans.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" role="status" aria-label={t`Loading plans…`}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={360} radius="md" />
            ))}
          </SimpleGrid>
        )
      ) : items.length === 0 ? (
        <EmptyState
          compact
          icon={<WalletIcon size={22} />}
          title={period === 'YEARLY' ? t`No yearly plans on sale` : t`No monthly plans on sale`}
          text={t`Try the other billing period, or come back soon.`}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {items.map((plan) => (
            <PlanTile key={plan._id} plan={plan} audience={audience} />
          ))}
        </SimpleGrid>
      )}
      {showTopUps && audience === 'employer' && session?.user.role === 'employer' ? <TopUps /> : null}
    </Stack>
  );
}
