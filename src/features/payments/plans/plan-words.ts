// A plan in words for the pricing cards: each allowance ("10 job posts", "Unlimited candidate
// searches"), the features it turns on by their manifest label, and what a yearly price saves.
import { t } from '@lingui/core/macro';
import type { Plan, PlanLimitKey, PlanLimits, PlanLimitValue } from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';
import { featureLabel } from '@/lib/plans/feature-labels';
import { countedPhrase, LIMIT_KEYS, unlimitedPhrase } from './limit-words';

export function isUnlimited(value: PlanLimitValue | null | undefined): value is 'unlimited' {
  return value === 'unlimited';
}

/** "10 job posts", "1 team member", "Unlimited candidate searches"; null for a missing or odd value. */
export function limitInWords(key: PlanLimitKey, value: PlanLimitValue | null | undefined): string | null {
  if (isUnlimited(value)) return unlimitedPhrase(key);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return countedPhrase(key, value, value.toLocaleString('en-US'));
}

export function planLimitLines(limits: PlanLimits | null | undefined): string[] {
  if (!limits || typeof limits !== 'object') return [];
  return LIMIT_KEYS.map((key) => limitInWords(key, limits[key])).filter((line): line is string => line !== null);
}

/** The plan's features by label; `default` (everything ungated) says nothing on a card. */
export function planFeatureLabels(features: readonly string[] | null | undefined): string[] {
  if (!Array.isArray(features)) return [];
  return [...new Set(features.filter((f) => typeof f === 'string' && f !== 'default'))].map(featureLabel);
}

export function periodWord(period: Plan['billingPeriod'] | null | undefined): string {
  return period === 'YEARLY' ? t`year` : t`month`;
}

/** What the plan saves against its struck-through price, e.g. "Save $98.00 (17%)"; null without one. */
export function savingOf(plan: Pick<Plan, 'price' | 'originalPrice' | 'currency'>): string | null {
  const original = plan.originalPrice;
  if (typeof original !== 'number' || typeof plan.price !== 'number' || original <= plan.price || original <= 0)
    return null;
  const percent = Math.round(((original - plan.price) / original) * 100);
  const amount = formatCurrency(original - plan.price, plan.currency);
  return percent > 0 ? t`Save ${amount} (${percent}%)` : t`Save ${amount}`;
}

/** A price per year, to compare plans of different billing periods. */
export function yearlyPrice(plan: { price: number; billingPeriod?: string | null }): number {
  return plan.billingPeriod === 'MONTHLY' ? plan.price * 12 : plan.price;
}
