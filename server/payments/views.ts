// Rows shaped into the contract's schemas (contract/schemas/payments.yaml).
import type { components } from '@generated/schema';
import type { Limits, PlanSnapshot } from '../db/tables-payments.ts';
import type { LicenceRow } from './licences-repo.ts';
import { toMajor } from './money.ts';

type S = components['schemas'];
const UNLIMITED = 'unlimited' as const;

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

export type PlanRow = {
  id: string;
  audience: 'employer' | 'candidate';
  name: string;
  description: string | null;
  subscription: string;
  billing_period: string;
  price_minor: number;
  original_price_minor: number | null;
  currency: string;
  tier: string;
  limits: Limits;
  features: string[];
  is_popular: boolean;
  trial_days: number;
};

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

export type TopUpRow = {
  id: string;
  name: string;
  description: string | null;
  price_minor: number;
  currency: string;
  credits: Limits;
  validity_days: number;
  is_active: boolean;
};

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
