// The plans and top-up packs a new board sells until its admin changes them: employer plans in
// three tiers, monthly and yearly, plus the free trial every new company starts on (30 days, the
// first tier, 'Up to 5000 Candidates', every employer tool, small allowances); candidate plans in
// two tiers; three top-up packs. Written to the board's own rows the first time anything asks
// (insert … on conflict do nothing, so concurrent first requests agree) and read from there after;
// the console's catalogue editor (admin/catalogue) changes them from then on.
import { constants } from '@generated/manifest';
import type { Db } from '../db/database.ts';
import type { Limits } from '../db/tables-payments.ts';
import { seedPlans, seedTopUps } from './catalogue-repo.ts';
import { CANDIDATE_SOLD_FLAGS, EMPLOYER_SOLD_FLAGS } from './sold-flags.ts';

export const TRIAL_DAYS = 30;
export const CATALOGUE_CURRENCY = 'USD';
const U = null; // unlimited

type PlanSeed = {
  audience: 'employer' | 'candidate';
  name: string;
  description: string;
  subscription: string;
  billingPeriod: 'MONTHLY' | 'YEARLY';
  price: number;
  originalPrice: number | null;
  tier: string;
  limits: Limits;
  features: readonly string[];
  isPopular?: boolean;
  trialDays?: number;
};

const LITE_FEATURES = [
  'ats',
  'application_notes',
  'team_management',
  'employer_analytics',
  'job_urgent_badge',
  'resume_download',
];
const PLUS_FEATURES = [
  ...LITE_FEATURES,
  'chat',
  'bulk_status_update',
  'job_featured',
  'job_slug_custom',
  'job_additional_questions',
  'candidate_contact_view',
  // The search screen itself; advanced_candidate_search is its filters beyond the keyword.
  'smart_search',
  'advanced_candidate_search',
  'saved_searches',
  'candidate_lists',
  'matched_candidates',
  'candidate_invitation',
  'bulk_job_upload',
];
const ALL_EMPLOYER = [...EMPLOYER_SOLD_FLAGS];
const ALL_CANDIDATE = [...CANDIDATE_SOLD_FLAGS];

const TRIAL_LIMITS: Limits = {
  jobPosts: 3,
  featuredJobs: 1,
  candidateContactViews: 10,
  candidateSearches: 25,
  candidateInvites: 5,
  teamMembers: 1,
  resumeDownloads: 10,
  candidates: 5000,
};
const LITE_LIMITS: Limits = {
  jobPosts: 10,
  featuredJobs: 0,
  candidateContactViews: 50,
  candidateSearches: 100,
  candidateInvites: 25,
  teamMembers: 2,
  resumeDownloads: 25,
  candidates: 5000,
};
const PLUS_LIMITS: Limits = {
  jobPosts: 50,
  featuredJobs: 10,
  candidateContactViews: 500,
  candidateSearches: 1000,
  candidateInvites: 200,
  teamMembers: 5,
  resumeDownloads: 500,
  candidates: 25000,
};
const PREMIUM_LIMITS: Limits = {
  jobPosts: U,
  featuredJobs: 50,
  candidateContactViews: 5000,
  candidateSearches: U,
  candidateInvites: U,
  teamMembers: U,
  resumeDownloads: U,
  candidates: U,
};

function tiered(
  name: string,
  sub: 'LITE' | 'PLUS' | 'PREMIUM',
  monthly: number,
  rest: Omit<PlanSeed, 'subscription' | 'billingPeriod' | 'price' | 'originalPrice' | 'name'>,
): PlanSeed[] {
  const yearly = monthly * 10; // two months free
  return [
    { ...rest, name, subscription: `${sub}_MONTHLY`, billingPeriod: 'MONTHLY', price: monthly, originalPrice: null },
    {
      ...rest,
      name,
      // The specification's wire spelling of the yearly Premium value is PREMIUM_YEALY.
      subscription: sub === 'PREMIUM' ? 'PREMIUM_YEALY' : `${sub}_YEARLY`,
      billingPeriod: 'YEARLY',
      price: yearly,
      originalPrice: monthly * 12,
    },
  ];
}

export const DEFAULT_PLANS: readonly PlanSeed[] = [
  {
    audience: 'employer',
    name: 'Free trial',
    description: `Every employer tool for ${TRIAL_DAYS} days, with small allowances.`,
    subscription: 'TRIAL',
    billingPeriod: 'MONTHLY',
    price: 0,
    originalPrice: null,
    tier: constants.newAdminTier,
    limits: TRIAL_LIMITS,
    features: ALL_EMPLOYER,
    trialDays: TRIAL_DAYS,
  },
  ...tiered('Lite', 'LITE', 49, {
    audience: 'employer',
    description: 'For a small team posting a few roles.',
    tier: constants.newAdminTier,
    limits: LITE_LIMITS,
    features: LITE_FEATURES,
  }),
  ...tiered('Plus', 'PLUS', 99, {
    audience: 'employer',
    description: 'For teams hiring every month, with chat and candidate search.',
    tier: 'Up to 25000 Candidates',
    limits: PLUS_LIMITS,
    features: PLUS_FEATURES,
    isPopular: true,
  }),
  ...tiered('Premium', 'PREMIUM', 199, {
    audience: 'employer',
    description: 'Everything, without limits on posts or seats.',
    tier: 'Unlimited candidates',
    limits: PREMIUM_LIMITS,
    features: ALL_EMPLOYER,
  }),
  ...tiered('Job seeker Plus', 'PLUS', 9, {
    audience: 'candidate',
    description: 'Build polished resumes from your profile.',
    tier: 'Job seekers',
    limits: { applications: 100, resumeBuilds: 5, resumeParses: 5 },
    features: ['resume_builder', 'resume_templates'],
  }),
  ...tiered('Job seeker Premium', 'PREMIUM', 19, {
    audience: 'candidate',
    description: 'Every job seeker tool, with no limits.',
    tier: 'Job seekers',
    limits: { applications: U, resumeBuilds: U, resumeParses: U },
    features: ALL_CANDIDATE,
    isPopular: true,
  }),
];

export const DEFAULT_TOPUPS: readonly {
  name: string;
  description: string;
  price: number;
  credits: Limits;
  days: number;
}[] = [
  {
    name: '10 extra job posts',
    description: 'Publish ten more jobs alongside your plan.',
    price: 99,
    credits: { jobPosts: 10, featuredJobs: 2 },
    days: 90,
  },
  {
    name: '5 extra team seats',
    description: 'Bring five more colleagues in.',
    price: 49,
    credits: { teamMembers: 5 },
    days: 90,
  },
  {
    name: '250 candidate contact views',
    description: 'Reveal the contact details of 250 more candidates.',
    price: 79,
    credits: { candidateContactViews: 250 },
    days: 90,
  },
];

const ensured = new Set<string>();

/** Writes the default catalogue for a board once; later calls in this process cost nothing. */
export async function ensureCatalogue(db: Db, clientId: string): Promise<void> {
  if (ensured.has(clientId)) return;
  const seeded = await seedPlans(
    db,
    clientId,
    DEFAULT_PLANS.map((p, i) => ({
      audience: p.audience,
      name: p.name,
      description: p.description,
      subscription: p.subscription,
      billing_period: p.billingPeriod,
      price_minor: Math.round(p.price * 100),
      original_price_minor: p.originalPrice === null ? null : Math.round(p.originalPrice * 100),
      currency: CATALOGUE_CURRENCY,
      tier: p.tier,
      limits: JSON.stringify(p.limits),
      features: ['default', ...p.features],
      is_popular: p.isPopular ?? false,
      trial_days: p.trialDays ?? 0,
      sort: i,
    })),
  );
  // The packs go in only with the plans: once a board has its catalogue, its admin may rename a
  // pack (packs are unique by name), and a process that had not yet served the board must not
  // write the old name back beside it. Plans are never deleted, so a board that has them had all.
  if (seeded.length === 0) {
    ensured.add(clientId);
    return;
  }
  await seedTopUps(
    db,
    clientId,
    DEFAULT_TOPUPS.map((t, i) => ({
      name: t.name,
      description: t.description,
      price_minor: Math.round(t.price * 100),
      currency: CATALOGUE_CURRENCY,
      credits: JSON.stringify(t.credits),
      validity_days: t.days,
      sort: i,
    })),
  );
  ensured.add(clientId);
}
