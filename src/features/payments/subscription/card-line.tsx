// A saved card as one line: the brand's logo, "•••• 4242" read as "Visa ending in 4242", and,
// when asked, its expiry.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { PaymentMethod } from '@generated/api/model';
import { cardBrand } from '@/lib/card-brands/brands';
import { CardBrandLogo } from '@/lib/card-brands/card-brand-logo';
import { cardExpiry } from './who';

type Props = { card: Pick<PaymentMethod, 'brand' | 'last4' | 'expMonth' | 'expYear'>; withExpiry?: boolean };

export function CardLine({ card, withExpiry = false }: Props) {
  const brand = cardBrand(card.brand)?.name ?? t`Card`;
  const expiry = cardExpiry(card);
  return (
    <Group gap={8} wrap="nowrap" component="span">
      {/* The logo names the brand for screen readers; the text says it again, so it is hidden. */}
      <CardBrandLogo brand={card.brand} size={32} aria-hidden />
      <Text component="span" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {brand}{' '}
        <VisuallyHidden>
          <Trans>ending in</Trans>{' '}
        </VisuallyHidden>
        <span aria-hidden>•••• </span>
        {card.last4}
      </Text>
      {withExpiry ? (
        <Text component="span" fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <Trans>expires {expiry}</Trans>
        </Text>
      ) : null}
    </Group>
  );
}
