// A plan in words for the pricing cards: each allowance ("10 job posts", "Unlimited candidate
// searches"), the features it turns on by their manifest label, and what a yearly price saves.
import type { Plan, PlanLimits, PlanLimitValue } from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';
import { featureLabel } from '@/lib/plans/feature-labels';

/** Each allowance as one noun phrase: singular, plural. In the order the cards list them. */
const LIMIT_WORDS: ReadonlyArray<[keyof PlanLimits, string, string]> = [
  ['jobPosts', 'job post', 'job posts'],
  ['featuredJobs', 'featured job', 'featured jobs'],
  ['candidates', 'candidate in the database', 'candidates in the database'],
  ['candidateSearches', 'candidate search', 'candidate searches'],
  ['candidateContactViews', 'candidate contact view', 'candidate contact views'],
  ['candidateInvites', 'candidate invitation', 'candidate invitations'],
  ['resumeDownloads', 'resume download', 'resume downloads'],
  ['teamMembers', 'team member', 'team members'],
  ['applications', 'job application', 'job applications'],
  ['resumeBuilds', 'resume built', 'resumes built'],
  ['resumeParses', 'resume parse', 'resume parses'],
];

export function isUnlimited(value: PlanLimitValue | null | undefined): value is 'unlimited' {
  return value === 'unlimited';
}

/** "10 job posts", "1 team member", "Unlimited candidate searches"; null for a missing or odd value. */
export function limitInWords(
  value: PlanLimitValue | null | undefined,
  singular: string,
  plural: string,
): string | null {
  if (isUnlimited(value)) return `Unlimited ${plural}`;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return `${value.toLocaleString('en-US')} ${value === 1 ? singular : plural}`;
}

export function planLimitLines(limits: PlanLimits | null | undefined): string[] {
  if (!limits || typeof limits !== 'object') return [];
  return LIMIT_WORDS.map(([key, one, many]) => limitInWords(limits[key], one, many)).filter(
    (line): line is string => line !== null,
  );
}

/** The plan's features by label; `default` (everything ungated) says nothing on a card. */
export function planFeatureLabels(features: readonly string[] | null | undefined): string[] {
  if (!Array.isArray(features)) return [];
  return [...new Set(features.filter((f) => typeof f === 'string' && f !== 'default'))].map(featureLabel);
}

export function periodWord(period: Plan['billingPeriod'] | null | undefined): string {
  return period === 'YEARLY' ? 'year' : 'month';
}

/** What the plan saves against its struck-through price, e.g. "Save $98.00 (17%)"; null without one. */
export function savingOf(plan: Pick<Plan, 'price' | 'originalPrice' | 'currency'>): string | null {
  const original = plan.originalPrice;
  if (typeof original !== 'number' || typeof plan.price !== 'number' || original <= plan.price || original <= 0)
    return null;
  const percent = Math.round(((original - plan.price) / original) * 100);
  return `Save ${formatCurrency(original - plan.price, plan.currency)}${percent > 0 ? ` (${percent}%)` : ''}`;
}

/** A price per year, to compare plans of different billing periods. */
export function yearlyPrice(plan: { price: number; billingPeriod?: string | null }): number {
  return plan.billingPeriod === 'MONTHLY' ? plan.price * 12 : plan.price;
}
