// The plan allowances of a company's candidate work: contact reveals (`candidateContactViews`),
// invitations (`candidateInvites`) and searches (`candidateSearches`, search/search-allowance.ts).
// The allowance is the plan's plus its active top-ups' (payments/entitlements.ts); what is used is
// counted from the rows since the licence period started (payments/usage.ts counts the same way
// for the plan page). Spending happens in one
// transaction under a per-company advisory lock, so two requests cannot both take the last place.
import { AppError } from '../errors/errors.ts';
import { companyEntitlements, type Entitlements } from '../payments/index.ts';
import type { CompanyScope } from './scope.ts';

export type Allowance = {
  /** A count, or null for unlimited. */
  limit: number | null;
  /** Where usage is counted from: the plan licence's start (the first top-up's without a plan). */
  since: Date;
};

export function periodStart(ent: Entitlements): Date {
  if (ent.plan) return new Date(ent.plan.starts_at);
  const starts = ent.topUps.map((t) => new Date(t.starts_at).getTime());
  return starts.length ? new Date(Math.min(...starts)) : new Date();
}

export async function allowanceOf(
  s: Pick<CompanyScope, 'db' | 'tenant' | 'companyId'>,
  key: 'candidateContactViews' | 'candidateInvites' | 'candidateSearches',
) {
  const ent = await companyEntitlements(s.db, s.tenant, s.companyId);
  return { limit: ent.limit(key), since: periodStart(ent) } satisfies Allowance;
}

export type ViewLimit = number | 'unlimited';

export const remainingOf = (a: Allowance, used: number): ViewLimit =>
  a.limit === null ? 'unlimited' : Math.max(0, a.limit - used);

export const limitOf = (a: Allowance): ViewLimit => (a.limit === null ? 'unlimited' : a.limit);

export function contactViewsUsedUp(limit: number): AppError {
  return new AppError(
    403,
    'LIMIT_OVER',
    limit === 0
      ? 'Your plan includes no candidate contact views. Upgrade your plan or buy a top-up to reveal contact details.'
      : `Your plan's ${limit} candidate contact view${limit === 1 ? ' is' : 's are'} used up. ` +
          'Upgrade your plan or buy a top-up to reveal more contact details.',
  );
}

export function invitesUsedUp(limit: number, left: number): AppError {
  return new AppError(
    403,
    'LIMIT_OVER',
    left <= 0
      ? `Your plan's ${limit} candidate invitation${limit === 1 ? ' is' : 's are'} used up. ` +
          'Upgrade your plan or buy a top-up to invite more candidates.'
      : `Your plan has ${left} candidate invitation${left === 1 ? '' : 's'} left. ` +
          'Invite fewer candidates, or upgrade your plan or buy a top-up.',
  );
}
