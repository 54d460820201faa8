// The pricing pages: one audience's plans (employer or job seeker) with a Monthly/Yearly toggle,
// the viewer's current plan marked and an action on every other plan; the public
// /pricing-and-plans shows both audiences in tabs.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Paper, SegmentedControl, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { BillingPeriod, PlanAudience } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { PlanCard } from './plan-card';
import { usePricing } from './use-pricing';

// Read at render, in the page's language.
function periods(): Array<{ value: BillingPeriod; label: string }> {
  return [
    { value: 'MONTHLY', label: t`Monthly` },
    { value: 'YEARLY', label: t`Yearly` },
  ];
}

function copyOf(audience: PlanAudience): { title: string; subtitle: string } {
  return audience === 'employer'
    ? {
        title: t`Plans for employers`,
        subtitle: t`Post jobs, search candidates and hire with your team. Change or top up your plan at any time.`,
      }
    : {
        title: t`Plans for job seekers`,
        subtitle: t`Stand out to recruiters with the tools that help you land your next job.`,
      };
}

/** One audience's plans, with its own heading; `/employer/pricing-and-plans` and the like. */
export function PricingPage({ audience }: { audience: PlanAudience }) {
  const copy = copyOf(audience);
  return (
    <Container size="lg" py="xl">
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <PlanList audience={audience} />
    </Container>
  );
}

/** `/pricing-and-plans`: both audiences, in two tabs. */
export function PublicPricingPage({ initial = 'employer' }: { initial?: PlanAudience }) {
  const [tab, setTab] = useState<PlanAudience>(initial);
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t`Plans and pricing`}
        subtitle={t`Choose the plan that fits how you hire or how you search.`}
      />
      <Tabs value={tab} onChange={(value) => value && setTab(value as PlanAudience)} keepMounted={false}>
        <Tabs.List aria-label={t`Plans for`} mb="lg">
          <Tabs.Tab value="employer">
            <Trans>For employers</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="candidate">
            <Trans>For job seekers</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="employer">
          <PlanList audience="employer" />
        </Tabs.Panel>
        <Tabs.Panel value="candidate">
          <PlanList audience="candidate" />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function PlanList({ audience }: { audience: PlanAudience }) {
  const [period, setPeriod] = useState<BillingPeriod>('MONTHLY');
  const { viewer, plans, current } = usePricing(audience, period);
  const labelId = useId();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Text id={labelId} fz="sm" fw={500}>
            <Trans>Billing</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby={labelId}
            value={period}
            onChange={(value) => setPeriod(value as BillingPeriod)}
            data={periods()}
          />
        </Group>
        <Group gap="md" wrap="wrap">
          {viewer === 'employer' && current?.isPaid ? (
            <Anchor component={Link} to="/employer/top-up-plan" fz="sm" fw={600}>
              <Trans>Buy a top-up</Trans>
            </Anchor>
          ) : null}
          {viewer === 'employer' ? (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/employer/profile" search={{ tab: 3 }} />}
              fz="sm"
              fw={600}
            >
              <Trans>Subscription and billing</Trans>
            </Anchor>
          ) : viewer === 'candidate' ? (
            <Anchor component={Link} to="/jobsseekers/payment" fz="sm" fw={600}>
              <Trans>Subscription and billing</Trans>
            </Anchor>
          ) : null}
        </Group>
      </Group>
      {current ? (
        <Text fz="sm" c="dimmed" aria-live="polite">
          <Trans>You are on the {current.name} plan.</Trans>
        </Text>
      ) : null}
      <QueryView
        query={plans}
        errorTitle={t`We could not load the plans`}
        loading={<LoadingState rows={3} label={t`Loading plans…`} />}
        empty={
          <Paper withBorder radius="md">
            <EmptyState
              title={t`No plans to show`}
              text={
                period === 'YEARLY'
                  ? t`There are no yearly plans on sale right now. Try the monthly plans.`
                  : t`There are no plans on sale on this job board right now.`
              }
            />
          </Paper>
        }
      >
        {(list) => (
          <Box aria-busy={plans.isFetching || undefined}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="list" aria-label={t`Plans`}>
              {list.map((plan) => (
                <Box role="listitem" key={plan._id}>
                  <PlanCard plan={plan} viewer={viewer} current={current} />
                </Box>
              ))}
            </SimpleGrid>
          </Box>
        )}
      </QueryView>
    </Stack>
  );
}
