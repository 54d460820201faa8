// One plan on a pricing page: name, tier, price (struck-through original price, the yearly
// saving), the allowances in words, the features by label, "Most popular" and "Current plan"
// badges, and the action the viewer may take.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Button, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Plan } from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';
import { periodWord, planFeatureLabels, planLimitLines, savingOf, yearlyPrice } from './plan-words';
import type { CurrentPlanInfo, Viewer } from './use-pricing';

type Props = {
  plan: Plan;
  viewer: Viewer;
  current: CurrentPlanInfo | null;
};

export function PlanCard({ plan, viewer, current }: Props) {
  const isCurrent = current?.planId === plan._id;
  const period = periodWord(plan.billingPeriod);
  const hasOriginal = typeof plan.originalPrice === 'number' && plan.originalPrice > plan.price;
  const saving = plan.billingPeriod === 'YEARLY' ? savingOf(plan) : null;
  const limits = planLimitLines(plan.limits);
  const features = planFeatureLabels(plan.features);
  const headingId = `plan-${plan._id}`;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      p="lg"
      h="100%"
      data-current={isCurrent || undefined}
      style={
        isCurrent || plan.isPopular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm" h="100%">
        {plan.isPopular || isCurrent ? (
          <Group gap="xs" justify="space-between" wrap="wrap">
            {plan.isPopular ? (
              <Badge variant="filled">
                <Trans>Most popular</Trans>
              </Badge>
            ) : (
              <span />
            )}
            {isCurrent ? (
              <Badge variant="light" color="teal">
                <Trans>Current plan</Trans>
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Box>
          <Title order={2} fz="xl" id={headingId}>
            {plan.name}
          </Title>
          {plan.tier ? (
            <Text fz="sm" c="dimmed">
              {plan.tier}
            </Text>
          ) : null}
        </Box>
        {plan.description ? <Text fz="sm">{plan.description}</Text> : null}
        <Box>
          <Group gap="xs" align="baseline" wrap="wrap">
            <Text fz={28} fw={750} lh={1.2} data-testid="plan-price">
              {formatCurrency(plan.price, plan.currency)}
            </Text>
            <Text fz="sm" c="dimmed">
              / {period}
            </Text>
            {hasOriginal ? (
              <Text component="s" fz="sm" c="dimmed" td="line-through">
                <VisuallyHidden>
                  <Trans>instead of</Trans>{' '}
                </VisuallyHidden>
                {formatCurrency(plan.originalPrice, plan.currency)}
              </Text>
            ) : null}
          </Group>
          {saving ? (
            <Text fz="sm" fw={600} c="teal.9">
              <Trans>{saving} a year</Trans>
            </Text>
          ) : null}
          {plan.trialDays && plan.trialDays > 0 ? (
            <Text fz="sm" c="dimmed">
              {plural(plan.trialDays, { one: '#-day free trial', other: '#-day free trial' })}
            </Text>
          ) : null}
        </Box>
        {limits.length ? (
          <Box>
            <Text fz="sm" fw={600} id={`${headingId}-limits`}>
              <Trans>Allowances</Trans>
            </Text>
            <List size="sm" spacing={2} aria-labelledby={`${headingId}-limits`}>
              {limits.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Box>
        ) : null}
        {features.length ? (
          <Box>
            <Text fz="sm" fw={600} id={`${headingId}-features`}>
              <Trans>Features</Trans>
            </Text>
            <List size="sm" spacing={2} aria-labelledby={`${headingId}-features`}>
              {features.map((label) => (
                <List.Item key={label}>{label}</List.Item>
              ))}
            </List>
          </Box>
        ) : null}
        <Box mt="auto" pt="sm">
          <PlanAction plan={plan} viewer={viewer} current={current} isCurrent={isCurrent} />
        </Box>
      </Stack>
    </Card>
  );
}

function PlanAction({ plan, viewer, current, isCurrent }: Props & { isCurrent: boolean }) {
  if (viewer === 'guest') {
    const register = plan.audience === 'candidate' ? '/jobsseekers/register' : '/employer/register';
    return (
      <Button component={Link} to={register} variant="light" fullWidth aria-label={t`Sign up to choose ${plan.name}`}>
        <Trans>Sign up to choose</Trans>
      </Button>
    );
  }
  if (isCurrent)
    return (
      <Text fz="sm" c="dimmed" ta="center">
        <Trans>You are on this plan</Trans>
      </Text>
    );
  const upgrade = current !== null && current.currency === plan.currency && yearlyPrice(plan) > yearlyPrice(current);
  const label = upgrade ? t`Upgrade` : t`Choose plan`;
  const common = {
    fullWidth: true,
    variant: plan.isPopular ? 'filled' : 'light',
    'aria-label': `${label}: ${plan.name}`,
    children: label,
  } as const;
  const search = { planId: plan._id };
  return viewer === 'employer' ? (
    <Button {...common} renderRoot={(props) => <Link {...props} to="/employer/payment" search={search} />} />
  ) : (
    <Button {...common} renderRoot={(props) => <Link {...props} to="/jobsseekers/payment" search={search} />} />
  );
}
