// Who a subscription screen is for: the employer's company (its owner manages it) or a candidate.
// One component set serves both; the words that differ between them live here.
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

export const CANCEL_REASONS: Record<Who, ReadonlyArray<{ value: SubscriptionCancelInputReason; label: string }>> = {
  employer: [
    { value: 'not_hiring', label: 'We are not hiring for now' },
    { value: 'too_expensive', label: 'It costs too much' },
    { value: 'missing_features', label: 'It lacks something we need' },
    { value: 'switching_provider', label: 'We are moving to another service' },
    { value: 'other', label: 'Another reason' },
  ],
  candidate: [
    { value: 'found_a_job', label: 'I found a job' },
    { value: 'too_expensive', label: 'It costs too much' },
    { value: 'missing_features', label: 'It lacks something I need' },
    { value: 'switching_provider', label: 'I use another service' },
    { value: 'other', label: 'Another reason' },
  ],
};

export const STATUS_LABELS: Record<LicenceStatus, { label: string; color: string }> = {
  trial: { label: 'Trial', color: 'blue' },
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Payment overdue', color: 'orange' },
  cancelled: { label: 'Not renewing', color: 'gray' },
  expired: { label: 'Expired', color: 'red' },
};

/** "Visa ending in 4242"; a brand without a key (or an unknown one) is "Card". */
export function cardName(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  return `${cardBrand(card.brand)?.name ?? 'Card'} ending in ${card.last4}`;
}

/** "08/2029". */
export function cardExpiry(card: Pick<PaymentMethod, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** What a screen reader hears for a card in a button: two cards of one brand and ending differ by expiry. */
export function cardLabel(card: Pick<PaymentMethod, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string {
  return `${cardName(card)}, expires ${cardExpiry(card)}`;
}
