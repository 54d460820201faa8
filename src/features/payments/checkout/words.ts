// The words of the checkout screens: gateway names, billing periods, allowances and features, so
// the order summary, the top-up cards and the status panel say them the same way.
import { plural, t } from '@lingui/core/macro';
import type { BillingPeriod, PaymentGateway, PlanLimitKey, PlanLimits, PlanLimitValue } from '@generated/api/model';
import { FEATURE_LABELS } from '@/lib/plans/feature-labels';
import { formatNumber } from '@/lib/format/numbers';
import { countedPhrase, LIMIT_KEYS, unlimitedPhrase } from '../plans/limit-words';

// Brand names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
export const GATEWAY_NAMES: Record<PaymentGateway, string> = {
  STRIPE: 'Stripe',
  RAZORPAY: 'Razorpay',
  PAYPAL: 'PayPal',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function gatewayName(gateway: string | null | undefined): string {
  return gateway && gateway in GATEWAY_NAMES ? GATEWAY_NAMES[gateway as PaymentGateway] : t`the payment provider`;
}

/** How a billing period reads: "Billed yearly", and the unit after a price ("$10 / year"). */
export function billingWords(period: BillingPeriod): { billed: string; per: string } {
  return period === 'YEARLY'
    ? { billed: t`Billed yearly`, per: t`year` }
    : { billed: t`Billed monthly`, per: t`month` };
}

/** "50 job posts", "1 featured job", "Unlimited candidate searches". */
export function limitInWords(key: PlanLimitKey, value: PlanLimitValue): string {
  if (value === 'unlimited') return unlimitedPhrase(key);
  return countedPhrase(key, value, formatNumber(value));
}

/** Every allowance of a plan or pack in words, in the contract's order; absent keys are left out. */
export function limitsInWords(limits: PlanLimits | null | undefined): string[] {
  if (!limits) return [];
  return LIMIT_KEYS.flatMap((key) => {
    const value = limits[key];
    return value === undefined ? [] : [limitInWords(key, value)];
  });
}

/**
 * The display labels of a plan's feature flags, `default` and unknown keys left out. The labels
 * come from src/lib/plans (a tested copy of the manifest's): reading the manifest's flag table
 * here would move it into the index route's entry chunk.
 */
export function featureLabels(keys: readonly string[] | null | undefined): string[] {
  const labels: Readonly<Record<string, string | undefined>> = FEATURE_LABELS;
  return (keys ?? []).flatMap((key) => {
    const label = key === 'default' ? undefined : labels[key];
    return label ? [label] : [];
  });
}

/** "Valid for 90 days". */
export function validityInWords(days: number): string {
  const shown = formatNumber(days);
  return plural(days, { one: `Valid for ${shown} day`, other: `Valid for ${shown} days` });
}
