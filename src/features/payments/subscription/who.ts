// Who a subscription screen is for: the employer's company (its owner manages it) or a candidate.
// One component set serves both; the words that differ between them live here.
import { t } from '@lingui/core/macro';
import type { LicenceStatus, PaymentMethod, SubscriptionCancelInputReason } from '@generated/api/model';
import { cardBrand } from '@/lib/card-brands/brands';

export type Who = 'employer' | 'candidate';

export const PRICING_PATH = {
  employer: '/employer/pricing-and-plans',
  candidate: '/jobsseekers/pricing-and-plans',
} as const satisfies Record<Who, string>;

export const STATUS_PATH = {
  employer: '/employer/payment-status/$id',
  candidate: '/jobsseekers/payment-status/$id',
} as const satisfies Record<Who, string>;

/** The reasons offered when cancelling the renewal, in the page's language (read at render). */
export function cancelReasons(who: Who): ReadonlyArray<{ value: SubscriptionCancelInputReason; label: string }> {
  return who === 'employer'
    ? [
        { value: 'not_hiring', label: t`We are not hiring for now` },
        { value: 'too_expensive', label: t`It costs too much` },
        { value: 'missing_features', label: t`It lacks something we need` },
        { value: 'switching_provider', label: t`We are moving to another service` },
        { value: 'other', label: t`Another reason` },
      ]
    : [
        { value: 'found_a_job', label: t`I found a job` },
        { value: 'too_expensive', label: t`It costs too much` },
        { value: 'missing_features', label: t`It lacks something I need` },
        { value: 'switching_provider', label: t`I use another service` },
        { value: 'other', label: t`Another reason` },
      ];
}

/** A licence status as its badge shows it (read at render, in the page's language). */
export function statusBadge(status: LicenceStatus): { label: string; color: string } {
  switch (status) {
    case 'trial':
      return { label: t`Trial`, color: 'blue' };
    case 'active':
      return { label: t`Active`, color: 'teal' };
    case 'past_due':
      return { label: t`Payment overdue`, color: 'orange' };
    case 'cancelled':
      return { label: t`Not renewing`, color: 'gray' };
    case 'expired':
      return { label: t`Expired`, color: 'red' };
  }
}

/** "Visa ending in 4242"; a brand without a key (or an unknown one) is "Card". */
export function cardName(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  const brand = cardBrand(card.brand)?.name ?? t`Card`;
  const last4 = card.last4;
  return t`${brand} ending in ${last4}`;
}

/** "08/2029". */
export function cardExpiry(card: Pick<PaymentMethod, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** What a screen reader hears for a card in a button: two cards of one brand and ending differ by expiry. */
export function cardLabel(card: Pick<PaymentMethod, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string {
  const name = cardName(card);
  const expiry = cardExpiry(card);
  return t`${name}, expires ${expiry}`;
}
