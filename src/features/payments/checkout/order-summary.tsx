// The order summary of the payment page: what is bought (name, tier, billing period or validity),
// its allowances and features in short, and the price the server gave, with the coupon's original
// price, discount and final price once one is applied. Nothing here is computed for sending.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Divider, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CouponApplication } from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';
import type { CheckoutItem } from './use-checkout-item';
import { billingWords, featureLabels, limitsInWords, validityInWords } from './words';

const SHOWN = 6;

type Props = {
  item: CheckoutItem;
  coupon: CouponApplication | null;
  /** The pay button, under the total. */
  children?: ReactNode;
};

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function OrderSummary({ item, coupon, children }: Props) {
  const plan = item.kind === 'plan' ? item.plan : null;
  const topUp = item.kind === 'topup' ? item.topUp : null;
  const source = plan ?? topUp;
  if (!source) return null;
  const currency = source.currency;
  const period = plan ? billingWords(plan.billingPeriod) : null;
  const points = [...limitsInWords(plan ? plan.limits : topUp?.credits), ...(plan ? featureLabels(plan.features) : [])];
  const shown = points.slice(0, SHOWN);
  const more = points.length - shown.length;
  const original = plan?.originalPrice ?? null;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-summary">
      <Stack gap="md">
        <Title order={2} fz="lg" id="order-summary">
          <Trans>Order summary</Trans>
        </Title>
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} fz="lg">
              {source.name}
            </Text>
            {plan ? (
              <Badge variant="light" tt="none">
                {plan.tier}
              </Badge>
            ) : (
              <Badge variant="light" color="teal" tt="none">
                <Trans>Top-up</Trans>
              </Badge>
            )}
          </Group>
          {source.description ? (
            <Text fz="sm" c="dimmed">
              {source.description}
            </Text>
          ) : null}
          <Text fz="sm">
            {period
              ? period.billed
              : topUp
                ? t`${validityInWords(topUp.validityDays)}, added to your current plan`
                : null}
          </Text>
        </Stack>
        {shown.length > 0 ? (
          <List size="sm" spacing={4} aria-label={plan ? t`What the plan includes` : t`What the top-up adds`}>
            {shown.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
            {more > 0 ? (
              <List.Item>
                <Trans>and {more} more</Trans>
              </List.Item>
            ) : null}
          </List>
        ) : null}
        <Divider />
        <Stack gap={6}>
          {coupon ? (
            <>
              <Row label={t`Original price`} value={formatCurrency(coupon.originalPrice, coupon.currency)} />
              <Row
                label={t`Discount (${coupon.coupon.code})`}
                value={
                  <Text span c="teal.9" fz="sm" fw={600}>{`−${formatCurrency(coupon.discount, coupon.currency)}`}</Text>
                }
              />
              <Row label={t`Total`} value={formatCurrency(coupon.finalPrice, coupon.currency)} strong />
            </>
          ) : (
            <Row
              label={t`Total`}
              strong
              value={
                <>
                  {original !== null && original > source.price ? (
                    <Text span td="line-through" c="dimmed" fz="sm" fw={400} mr={8}>
                      <VisuallyHidden component="span">
                        <Trans>Was</Trans>{' '}
                      </VisuallyHidden>
                      {formatCurrency(original, currency)}
                    </Text>
                  ) : null}
                  {formatCurrency(source.price, currency)}
                  {period ? (
                    <Text span fz="sm" c="dimmed" fw={400}>
                      {` / ${period.per}`}
                    </Text>
                  ) : null}
                </>
              }
            />
          )}
          <Text fz="xs" c="dimmed">
            <Trans>Any tax is added to the order and shown on the checkout page before you pay.</Trans>
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
