// How to pay: the gateways this board can take the currency through (pg/pg-currency-support), as
// radio cards with the server's default preselected, and the card brands accepted. When no
// gateway supports the currency the page says so and cannot be paid.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CurrencyCode, GatewayCurrencySupport, PaymentGateway } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { CARD_BRAND_LIST } from '@/lib/card-brands/brands';
import { CardBrandLogo } from '@/lib/card-brands/card-brand-logo';
import { ChoiceCard } from '@/components/ui/choice-card';
import classes from './gateway-picker.module.css';
import { GATEWAY_NAMES } from './words';

/** What paying through a gateway means for the buyer, in the page's language (read at render). */
function gatewayHint(gateway: PaymentGateway): string {
  switch (gateway) {
    case 'STRIPE':
      return t`Pay on Stripe's secure checkout page.`;
    case 'RAZORPAY':
      return t`Pay on Razorpay's secure checkout page.`;
    case 'PAYPAL':
      return t`Pay with your PayPal account or a card.`;
  }
}

/**
 * The gateways the buyer may choose: those supporting the currency, narrowed to the plan's own
 * gateways when the plan names them; the server's default first choice, else the first one.
 */
export function gatewayOptions(
  support: GatewayCurrencySupport | undefined,
  allowed: readonly PaymentGateway[] | undefined,
): { options: PaymentGateway[]; preferred: PaymentGateway | null } {
  const items = (support?.gateways ?? []).filter(
    (g) => !allowed || allowed.length === 0 || allowed.includes(g.gateway),
  );
  const options = items.map((g) => g.gateway);
  const preferred = items.find((g) => g.isDefault)?.gateway ?? options[0] ?? null;
  return { options, preferred };
}

export function AcceptedCards() {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text fz="sm" c="dimmed" id={labelId}>
        <Trans>Cards accepted</Trans>
      </Text>
      <ul className={classes.brands} aria-labelledby={labelId}>
        {CARD_BRAND_LIST.map((brand) => (
          <li key={brand.key}>
            <CardBrandLogo brand={brand.key} size={42} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

type Props = {
  currency: CurrencyCode;
  options: readonly PaymentGateway[];
  value: PaymentGateway | null;
  onChange: (gateway: PaymentGateway) => void;
  disabled?: boolean;
};

export function GatewayPicker({ currency, options, value, onChange, disabled = false }: Props) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          <Trans>Payment method</Trans>
        </Title>
        {options.length === 0 ? (
          <EmptyState
            compact
            title={t`No way to pay in ${currency} yet`}
            text={t`None of this job board's payment providers accepts this currency. Please contact the job board, or choose a plan priced in another currency.`}
          />
        ) : (
          <>
            <Radio.Group
              label={t`Pay with`}
              value={value}
              onChange={(next) => {
                if (options.includes(next as PaymentGateway)) onChange(next as PaymentGateway);
              }}
              name="gateway"
            >
              <SimpleGrid cols={{ base: 1, xs: options.length > 1 ? 2 : 1, md: Math.min(options.length, 3) }} mt="xs">
                {options.map((gateway) => (
                  <ChoiceCard
                    key={gateway}
                    value={gateway}
                    label={GATEWAY_NAMES[gateway]}
                    hint={gatewayHint(gateway)}
                    disabled={disabled}
                  />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <AcceptedCards />
          </>
        )}
      </Stack>
    </Paper>
  );
}
