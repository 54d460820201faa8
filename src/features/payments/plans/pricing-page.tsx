// The pricing pages: one audience's plans (employer or job seeker) with a Monthly/Yearly toggle,
// the viewer's current plan marked and an action on every other plan; the public
// /pricing-and-plans shows both audiences in tabs.
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

const PERIODS: Array<{ value: BillingPeriod; label: string }> = [
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'YEARLY', label: 'Yearly' },
];

const COPY: Record<PlanAudience, { title: string; subtitle: string }> = {
  employer: {
    title: 'Plans for employers',
    subtitle: 'Post jobs, search candidates and hire with your team. Change or top up your plan at any time.',
  },
  candidate: {
    title: 'Plans for job seekers',
    subtitle: 'Stand out to recruiters with the tools that help you land your next job.',
  },
};

/** One audience's plans, with its own heading; `/employer/pricing-and-plans` and the like. */
export function PricingPage({ audience }: { audience: PlanAudience }) {
  const copy = COPY[audience];
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
      <PageHeader title="Plans and pricing" subtitle="Choose the plan that fits how you hire or how you search." />
      <Tabs value={tab} onChange={(value) => value && setTab(value as PlanAudience)} keepMounted={false}>
        <Tabs.List aria-label="Plans for" mb="lg">
          <Tabs.Tab value="employer">For employers</Tabs.Tab>
          <Tabs.Tab value="candidate">For job seekers</Tabs.Tab>
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
            Billing
          </Text>
          <SegmentedControl
            aria-labelledby={labelId}
            value={period}
            onChange={(value) => setPeriod(value as BillingPeriod)}
            data={PERIODS}
          />
        </Group>
        <Group gap="md" wrap="wrap">
          {viewer === 'employer' && current?.isPaid ? (
            <Anchor component={Link} to="/employer/top-up-plan" fz="sm" fw={600}>
              Buy a top-up
            </Anchor>
          ) : null}
          {viewer === 'employer' ? (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/employer/profile" search={{ tab: 3 }} />}
              fz="sm"
              fw={600}
            >
              Subscription and billing
            </Anchor>
          ) : viewer === 'candidate' ? (
            <Anchor component={Link} to="/jobsseekers/payment" fz="sm" fw={600}>
              Subscription and billing
            </Anchor>
          ) : null}
        </Group>
      </Group>
      {current ? (
        <Text fz="sm" c="dimmed" aria-live="polite">
          You are on the {current.name} plan.
        </Text>
      ) : null}
      <QueryView
        query={plans}
        errorTitle="We could not load the plans"
        loading={<LoadingState rows={3} label="Loading plans…" />}
        empty={
          <Paper withBorder radius="md">
            <EmptyState
              title="No plans to show"
              text={
                period === 'YEARLY'
                  ? 'There are no yearly plans on sale right now. Try the monthly plans.'
                  : 'There are no plans on sale on this job board right now.'
              }
            />
          </Paper>
        }
      >
        {(list) => (
          <Box aria-busy={plans.isFetching || undefined}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="list" aria-label="Plans">
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
