// Rows shaped into the contract's schemas (contract/schemas/payments.yaml).
import type { components } from '@generated/schema';
import type { Selectable } from 'kysely';
import type { Limits, PaymentTables, PlanSnapshot } from '../db/tables-payments.ts';
import type { LicenceRow } from './licences-repo.ts';
import { toMajor } from './money.ts';

type S = components['schemas'];
const UNLIMITED = 'unlimited' as const;
const BRANDS: ReadonlySet<string> = new Set(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay']);

/** A card brand as the gateway or the sandbox recorded it, when it is one the payment pages show. */
export function cardBrandKey(brand: string | null): S['CardBrandKey'] | null {
  return brand && BRANDS.has(brand) ? (brand as S['CardBrandKey']) : null;
}

export const LIMIT_LABELS: Readonly<Record<string, string>> = {
  jobPosts: 'Open jobs',
  featuredJobs: 'Featured jobs',
  candidateContactViews: 'Candidate contact views',
  candidateSearches: 'Candidate searches',
  candidateInvites: 'Candidate invitations',
  teamMembers: 'Team members',
  resumeDownloads: 'Resume downloads',
  candidates: 'Candidates',
  applications: 'Applications',
  resumeBuilds: 'Resumes built',
  resumeParses: 'Resumes parsed',
};

export function limitValue(v: number | null | undefined): S['PlanLimitValue'] {
  return v === null || v === undefined ? UNLIMITED : v;
}

export function limitsView(limits: Limits): S['PlanLimits'] {
  const out: Record<string, S['PlanLimitValue']> = {};
  for (const key of Object.keys(LIMIT_LABELS)) if (key in limits) out[key] = limitValue(limits[key]);
  return out as S['PlanLimits'];
}

export type PlanRow = Pick<
  Selectable<PaymentTables['plans']>,
  | 'id'
  | 'audience'
  | 'name'
  | 'description'
  | 'subscription'
  | 'billing_period'
  | 'price_minor'
  | 'original_price_minor'
  | 'currency'
  | 'tier'
  | 'limits'
  | 'features'
  | 'is_popular'
  | 'trial_days'
>;

/** A plan, its prices shown in `currency` (converted by `convert`, identity by default). */
export function planView(
  p: PlanRow,
  gateways: S['PaymentGateway'][],
  display: { currency: string; convert: (minor: number) => number } = { currency: p.currency, convert: (m) => m },
): S['Plan'] {
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    audience: p.audience,
    subscription: p.subscription as S['SubscriptionValue'],
    billingPeriod: p.billing_period as S['BillingPeriod'],
    price: toMajor(display.convert(p.price_minor), display.currency),
    originalPrice:
      p.original_price_minor === null ? null : toMajor(display.convert(p.original_price_minor), display.currency),
    currency: display.currency as S['CurrencyCode'],
    tier: p.tier,
    limits: limitsView(p.limits),
    features: p.features,
    isTopUp: false,
    isPopular: p.is_popular,
    trialDays: p.trial_days,
    gateways,
  };
}

export type TopUpRow = Pick<
  Selectable<PaymentTables['topups']>,
  'id' | 'name' | 'description' | 'price_minor' | 'currency' | 'credits' | 'validity_days' | 'is_active'
>;

export function topUpView(
  t: TopUpRow,
  display: { currency: string; convert: (minor: number) => number } = { currency: t.currency, convert: (m) => m },
): S['TopUp'] {
  return {
    _id: t.id,
    name: t.name,
    description: t.description,
    price: toMajor(display.convert(t.price_minor), display.currency),
    currency: display.currency as S['CurrencyCode'],
    credits: limitsView(t.credits),
    validityDays: t.validity_days,
    isActive: t.is_active,
  };
}

export function summaryOf(s: PlanSnapshot): S['PlanSummary'] {
  return {
    _id: s.id,
    name: s.name,
    subscription: (s.subscription as S['SubscriptionValue'] | null) ?? null,
    billingPeriod: (s.billingPeriod as S['BillingPeriod'] | null) ?? null,
    price: toMajor(s.priceMinor, s.currency),
    currency: s.currency as S['CurrencyCode'],
    tier: s.tier,
    isTopUp: s.isTopUp,
  };
}

export function usageView(limits: Limits, used: Readonly<Record<string, number>>): S['LicenceUsage'][] {
  return Object.keys(LIMIT_LABELS)
    .filter((key) => key in limits)
    .map((key) => {
      const limit = limits[key];
      const n = used[key] ?? 0;
      return {
        key: key as S['PlanLimitKey'],
        label: LIMIT_LABELS[key] ?? key,
        limit: limitValue(limit),
        used: n,
        remaining: limit === null || limit === undefined ? UNLIMITED : Math.max(0, limit - n),
      };
    });
}

export function licenceView(
  l: LicenceRow,
  holderName: string,
  used: Readonly<Record<string, number>>,
  now = new Date(),
): S['Licence'] {
  const expired = l.expires_at.getTime() <= now.getTime();
  return {
    _id: l.id,
    kind: l.kind,
    holder: {
      type: l.holder_type,
      _id: (l.holder_type === 'employer' ? l.company_id : l.user_id) ?? '',
      name: holderName,
    },
    plan: summaryOf(l.snapshot),
    status: expired ? 'expired' : l.status,
    startsAt: l.starts_at.toISOString(),
    expiresAt: l.expires_at.toISOString(),
    autoRenew: l.auto_renew,
    cancelledAt: l.cancelled_at?.toISOString() ?? null,
    gateway: (l.gateway as S['PaymentGateway'] | null) ?? null,
    orderId: l.order_id,
    usage: usageView(l.snapshot.limits, used),
    features: l.snapshot.features,
    createdAt: l.created_at.toISOString(),
    updatedAt: l.updated_at.toISOString(),
  };
}
