// The words of the checkout screens: gateway names, billing periods, allowances and features, so
// the order summary, the top-up cards and the status panel say them the same way.
import type { BillingPeriod, PaymentGateway, PlanLimitKey, PlanLimits, PlanLimitValue } from '@generated/api/model';
import { FEATURE_LABELS } from '@/lib/plans/feature-labels';
import { formatNumber } from '@/lib/format/numbers';

export const GATEWAY_NAMES: Record<PaymentGateway, string> = {
  STRIPE: 'Stripe',
  RAZORPAY: 'Razorpay',
  PAYPAL: 'PayPal',
};

export function gatewayName(gateway: string | null | undefined): string {
  return gateway && gateway in GATEWAY_NAMES ? GATEWAY_NAMES[gateway as PaymentGateway] : 'the payment provider';
}

export const BILLING_WORDS: Record<BillingPeriod, { billed: string; per: string }> = {
  YEARLY: { billed: 'Billed yearly', per: 'year' },
  MONTHLY: { billed: 'Billed monthly', per: 'month' },
};

// In the order (and the words) the pricing cards use.
const LIMIT_WORDS: Record<PlanLimitKey, readonly [one: string, many: string]> = {
  jobPosts: ['job post', 'job posts'],
  featuredJobs: ['featured job', 'featured jobs'],
  candidates: ['candidate in the database', 'candidates in the database'],
  candidateSearches: ['candidate search', 'candidate searches'],
  candidateContactViews: ['candidate contact view', 'candidate contact views'],
  candidateInvites: ['candidate invitation', 'candidate invitations'],
  resumeDownloads: ['resume download', 'resume downloads'],
  teamMembers: ['team member', 'team members'],
  applications: ['job application', 'job applications'],
  resumeBuilds: ['resume built', 'resumes built'],
  resumeParses: ['resume parse', 'resume parses'],
};

/** "50 job posts", "1 featured job", "Unlimited candidate searches". */
export function limitInWords(key: PlanLimitKey, value: PlanLimitValue): string {
  const [one, many] = LIMIT_WORDS[key];
  if (value === 'unlimited') return `Unlimited ${many}`;
  return `${formatNumber(value)} ${value === 1 ? one : many}`;
}

/** Every allowance of a plan or pack in words, in the contract's order; absent keys are left out. */
export function limitsInWords(limits: PlanLimits | null | undefined): string[] {
  if (!limits) return [];
  return (Object.keys(LIMIT_WORDS) as PlanLimitKey[]).flatMap((key) => {
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
  return `Valid for ${formatNumber(days)} ${days === 1 ? 'day' : 'days'}`;
}
